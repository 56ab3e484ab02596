import { readdirSync } from 'node:fs';
import { analyseFile } from './src/analyse.ts';

const dir = process.argv[2] as string;
const by = new Map<string, [number, number]>();
for (const file of readdirSync(dir).sort()) {
  const cat = file.replace(/^genuine-\d+\.?/, '').replace(/\.?flac$/, '') || 'genuine';
  const a = (await analyseFile(`${dir}/${file}`)).analysis;
  const hit =
    cat === 'genuine'
      ? !a.lossy_source && !a.upsampled_from_hz
      : cat.startsWith('up')
        ? !!a.upsampled_from_hz
        : cat.startsWith('padded')
          ? a.effective_bit_depth === 16
          : !!a.lossy_source;
  const [h, t] = by.get(cat) ?? [0, 0];
  by.set(cat, [h + (hit ? 1 : 0), t + 1]);
  if (!hit && process.env.V) console.log('miss', file, a.bandwidth_hz);
}
for (const [c, [h, t]] of by) console.log(c.padEnd(12), `${h}/${t}`);
