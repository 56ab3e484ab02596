import { execFileSync } from 'node:child_process';
import { fft } from './src/spectrum.ts';

const file = process.argv[2] as string;
const rate = Number(process.argv[3] ?? 48000);
const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-ac', '1', '-f', 's16le', '-'], {
  maxBuffer: 1e9,
});
const x = new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
const N = 8192;
const bins = N / 2;
const binHz = rate / N;
const win = Float64Array.from({ length: N }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (N - 1)));
const power = new Float64Array(bins);
let frames = 0;
for (let s = 0; s + N <= x.length; s += N) {
  const re = new Float64Array(N),
    im = new Float64Array(N);
  let e = 0;
  for (let i = 0; i < N; i++) {
    re[i] = (x[s + i] / 32768) * win[i];
    e += (x[s + i] / 32768) ** 2;
  }
  if (Math.sqrt(e / N) < 1e-4) continue;
  fft(re, im);
  frames++;
  for (let k = 0; k < bins; k++) power[k] += re[k] * re[k] + im[k] * im[k];
}
const line: string[] = [];
for (let hz = 15000; hz < rate / 2; hz += 500) {
  const k = Math.round(hz / binHz);
  let s = 0;
  for (let j = k - 4; j <= k + 4; j++) s += 10 * Math.log10(power[j] / frames + 1e-30);
  line.push(`${(hz / 1000).toFixed(1)}:${(s / 9).toFixed(0)}`);
}
console.log(file.split('/').pop(), line.join(' '));
