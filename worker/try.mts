import { analyseFile } from './src/analyse.ts';

for (const f of process.argv.slice(2)) {
  const t = performance.now();
  const c = process.cpuUsage();
  const r = await analyseFile(f);
  const cpu = process.cpuUsage(c);
  console.log(
    f,
    ((performance.now() - t) / 1000).toFixed(2) + 's wall',
    ((cpu.user + cpu.system) / 1e6).toFixed(2) + 's cpu',
    r.info.seconds,
    JSON.stringify({ ...r.analysis, tags: undefined, sha256: undefined }),
  );
}
