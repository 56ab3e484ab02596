// `pnpm start` (after building the apps, backend/dist and worker/dist): the stack, and the
// analysis worker beside it once the stack answers (its service-role key comes from the built
// `stack:status --json`). Both are plain node on built JavaScript, so no pnpm or tsx process stays
// beside them; on a small server run `node worker/launch-beside-stack.mjs` itself, which also
// leaves out the pnpm process that `pnpm start` keeps as its parent. Either process ending ends both.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';

const port = process.env.PORT ?? '3000';
const children = [];
const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code ?? 0;
};
const start = (name, command, args, env) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (children.every((c) => c === child || c.exitCode === null))
      console.log(`[start] ${name} exited (${code})`);
    stopAll(code);
  });
  children.push(child);
  return child;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

// A small server's heap: V8's young generation at 2 MB instead of 16 MB keeps about 50–80 MB less
// resident in the stack (bench:rss), for a few more (short) scavenges under load.
const SMALL_HEAP = ['--max-semi-space-size=2'];
// The stack's: that small young generation, and an old generation V8 lets grow to 64 MB before it
// collects it, which a large upload's body needs (backend/src/storage/README.md#the-byte-paths).
const STACK_FLAGS = JSON.parse(
  readFileSync(new URL('../backend/stack-node-flags.json', import.meta.url), 'utf8'),
);

// The stack as plain node on its built bundle (pnpm start builds it): no wrapper process stays.
start('stack', process.execPath, [...STACK_FLAGS, 'backend/dist/main.js']);
const local = `http://127.0.0.1:${port}`;
// node:http rather than fetch: this process stays up beside the two, and fetch's client would stay loaded.
const health = () =>
  new Promise((resolve) => {
    get(`${local}/auth/v1/health`, (response) => {
      response.resume();
      resolve(response.statusCode ?? 500);
    }).on('error', () => resolve(0));
  });
for (let i = 0; ; i++) {
  const code = await health();
  if (code > 0 && code < 500) break;
  if (i > 600 || children[0].exitCode !== null) process.exit(1);
  await new Promise((r) => setTimeout(r, 500));
}
const status = JSON.parse(
  execFileSync(process.execPath, ['backend/dist/status.js', '--json'], { encoding: 'utf8' }),
);
start('worker', process.execPath, [...SMALL_HEAP, 'worker/dist/main.js'], {
  SUPABASE_URL: process.env.SUPABASE_URL ?? local,
  SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY ?? status.SERVICE_ROLE_KEY,
});
