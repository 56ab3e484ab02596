// `pnpm start`: the stack as the backend package starts it, and the analysis worker beside it
// once the stack answers (its service-role key comes from `pnpm stack:status --json`). Either
// process ending ends both.
import { execFileSync, spawn } from 'node:child_process';

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

// The stack as plain node on its built bundle (pnpm start builds it): no wrapper process stays.
start('stack', process.execPath, ['backend/dist/main.js']);
const local = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    const response = await fetch(`${local}/auth/v1/health`);
    if (response.status < 500) break;
  } catch {
    // not listening yet
  }
  if (i > 600 || children[0].exitCode !== null) process.exit(1);
  await new Promise((r) => setTimeout(r, 500));
}
const status = JSON.parse(
  execFileSync('pnpm', ['--silent', '--filter', '@hifi/backend', 'status', '--json'], { encoding: 'utf8' }),
);
start('worker', 'pnpm', ['--filter', '@hifi/worker', 'start'], {
  SUPABASE_URL: process.env.SUPABASE_URL ?? local,
  SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY ?? status.SERVICE_ROLE_KEY,
});
