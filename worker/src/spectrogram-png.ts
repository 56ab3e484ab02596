import { PNG } from 'pngjs';

// 3x5 pixel glyphs, one string of 15 bits per character, row by row.
const GLYPHS: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001001001001',
  '8': '111101111101111',
  '9': '111101111001111',
  k: '100101110101101',
  H: '101101111101101',
  z: '000111010100111',
};

const LEFT = 28; // axis margin in px
const TOP = 4;
const BOTTOM = 4;

// black → purple → orange → yellow → white, the usual spectrogram ramp; a 256-step table because
// a 1600 x 400 picture asks for the colour 640 000 times.
const STOPS: [number, number, number, number][] = [
  [0, 0, 0, 0],
  [0.3, 80, 20, 120],
  [0.6, 220, 80, 40],
  [0.85, 250, 220, 60],
  [1, 255, 255, 255],
];
const RAMP = new Uint8Array(256 * 3);
for (let i = 0; i < 256; i++) {
  const v = i / 255;
  const hi = STOPS.findIndex(([at]) => v <= at);
  const [b, ...top] = STOPS[Math.max(1, hi)];
  const [a, ...low] = STOPS[Math.max(0, hi - 1)];
  const f = b === a ? 1 : (v - a) / (b - a);
  for (let c = 0; c < 3; c++) RAMP[i * 3 + c] = Math.round(low[c] + (top[c] - low[c]) * f);
}

/**
 * The spectrogram as a PNG: time left to right, frequency bottom (0) to top (Nyquist), colour =
 * log magnitude over 120 dB, with a kHz axis on the left drawn in a 3x5 pixel font.
 * values: columns x rows of dB, column-major, row 0 = lowest frequency.
 */
export function encodeSpectrogram(values: Float32Array, columns: number, rows: number, rate: number): Buffer {
  const width = LEFT + columns;
  const height = TOP + rows + BOTTOM;
  const png = new PNG({ width, height });
  png.data.fill(0);
  for (let i = 3; i < png.data.length; i += 4) png.data[i] = 255;
  let top = -200;
  for (const v of values) if (v > top) top = v;
  const set = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    const o = (y * width + x) * 4;
    png.data[o] = r;
    png.data[o + 1] = g;
    png.data[o + 2] = b;
  };
  const data = png.data;
  for (let c = 0; c < columns; c++) {
    for (let r = 0; r < rows; r++) {
      const t = (values[c * rows + r] - (top - 120)) / 120;
      const i = Math.round((t < 0 ? 0 : Math.min(t, 1)) * 255) * 3;
      const o = ((TOP + rows - 1 - r) * width + LEFT + c) * 4;
      data[o] = RAMP[i];
      data[o + 1] = RAMP[i + 1];
      data[o + 2] = RAMP[i + 2];
    }
  }
  const nyquistKhz = rate / 2000;
  const step = [1, 2, 5, 10, 20, 50].find((s) => nyquistKhz / s <= 8) ?? 100;
  const grey: [number, number, number] = [200, 200, 200];
  const text = (s: string, x: number, y: number) => {
    for (const ch of s) {
      const g = GLYPHS[ch];
      if (g) for (let i = 0; i < 15; i++) if (g[i] === '1') set(x + (i % 3), y + Math.floor(i / 3), grey);
      x += 4;
    }
  };
  for (let khz = 0; khz <= nyquistKhz; khz += step) {
    const y = TOP + rows - 1 - Math.round((khz / nyquistKhz) * (rows - 1));
    for (let x = LEFT - 3; x < LEFT; x++) set(x, y, grey);
    const label = String(khz);
    text(label, LEFT - 4 - label.length * 4, Math.min(height - 5, Math.max(0, y - 2)));
  }
  text('kHz', 1, TOP + Math.floor(rows / 2) - 2);
  // One filter for every row: trying all five per row (pngjs's default) costs more than it saves.
  return PNG.sync.write(png, { filterType: 1 });
}
