/**
 * A remote's Rsbuild dev server (`rsbuild dev`, what `pnpm --filter @hifi/<app> dev` runs) on a
 * free port, proxying the API and /config.json to a given stack through HIFI_STACK_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './e2e-env.ts';
import { freePort } from './stack-process.ts';

export interface RemoteDevServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRemoteDevServer(app: string, stackUrl: string): Promise<RemoteDevServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const cwd = join(repoRoot, app);
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(cwd, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'dev', '--port', String(port)],
    { cwd, env: { ...process.env, HIFI_STACK_URL: stackUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.on('exit', () => {
    exited = true;
    process.off('exit', killOnExit);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  // Ready once both environments are built: the page and the manifest the shell reads.
  const deadline = Date.now() + 90_000;
  while (!(output.includes('(standalone)') && output.includes('(remote)'))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`rsbuild dev for ${app} did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}
