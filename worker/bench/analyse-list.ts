/**
 * The bench's analysing child: analyses every `parts`-th file of a list (JSON: [{ file }]) from
 * `part` on and prints one JSON line per file with the CPU it took (its own and its ffmpeg
 * decoder's), so two of them use both cores.
 */
import { readFile } from 'node:fs/promises';
import { analyseFile } from '../src/analyse.ts';

/** CPU seconds of this process and of the children it has waited for (the ffmpeg decoders). */
async function cpuSeconds() {
  const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ') ?? [];
  // after "pid (comm) ": state=0 … utime=11 stime=12 cutime=13 cstime=14, in clock ticks
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

const [list, part, parts] = process.argv.slice(2);
const files: { file: string }[] = JSON.parse(await readFile(list as string, 'utf8'));
for (let i = Number(part); i < files.length; i += Number(parts)) {
  const before = await cpuSeconds();
  const { analysis, info, figures } = await analyseFile((files[i] as { file: string }).file);
  const cpu = (await cpuSeconds()) - before;
  const {
    lossy_source,
    lossy_source_guess,
    upsampled_from_hz,
    effective_bit_depth,
    bandwidth_hz,
    verdict_evidence,
  } = analysis;
  console.log(
    JSON.stringify({
      i,
      cpu,
      info,
      lossy_source,
      lossy_source_guess,
      upsampled_from_hz,
      effective_bit_depth,
      bandwidth_hz,
      found: verdict_evidence.found,
      figures,
    }),
  );
}
