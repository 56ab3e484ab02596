/** Starts the local stack (backend/src/main.ts) as a child process and waits until it answers. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { mailSmtpPort, mailWebPort, repoRoot } from './e2e-env.ts';

export interface StackProcess {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (for a stack of a test's own, beside the suite's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const answersOn = (port: number) =>
  fetch(`http://localhost:${port}/config.json`)
    .then((r) => r.ok)
    .catch(() => false);

/** Throws when a stack (another run's, or anything) already answers on port. */
export async function ensurePortFree(port: number) {
  if (await answersOn(port))
    throw new Error(`port ${port} is already served by something else: stop it or set E2E_PORT`);
}

export async function startStackProcess(port: number, env: Record<string, string>): Promise<StackProcess> {
  const url = `http://localhost:${port}`;
  await ensurePortFree(port);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'backend'),
    // PGlite in a temp folder, no demo seed: the journeys bring their own data.
    env: {
      ...process.env,
      DATABASE_URL: '',
      SEED: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      SMTP_PORT: String(mailSmtpPort),
      MAILDEV_WEB_PORT: String(mailWebPort),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  // A test worker that dies must not leave its stack behind on the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.on('exit', () => {
    exited = true;
    process.off('exit', killOnExit);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the stack on port ${port} exited during start`);
    if (await answersOn(port)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`the stack on port ${port} did not answer within 60 s`);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
