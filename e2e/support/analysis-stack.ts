/**
 * A stack of its own with the analysis worker beside it (the global e2e stack runs no worker), as
 * `pnpm start` runs them. `path` replaces PATH for both: a machine with only Node on it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceKey } from '../data/upload-member.ts';
import { jwtSecret, repoRoot, siteDir } from './e2e-env.ts';
import { freePort, type StackProcess, startStackProcess } from './stack-process.ts';

export interface AnalysisStack {
  url: string;
  /** GET /rest/v1/<path> as the service role */
  admin<T>(path: string): Promise<T>;
  /** waits until every track's analysis has ended (done or failed) */
  analysed(trackIds: string[], timeout?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startAnalysisStack(options: { path?: string } = {}): Promise<AnalysisStack> {
  const root = mkdtempSync(join(tmpdir(), 'hifi-analysis-stack-'));
  const path = options.path ?? (process.env.PATH as string);
  const stack: StackProcess = await startStackProcess(await freePort(), {
    PATH: path,
    DATA_DIR: join(root, 'data'),
    HIFI_SITE_DIR: siteDir,
    JWT_SECRET: jwtSecret,
  });
  const key = await serviceKey();
  const worker: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'worker'),
    env: {
      ...process.env,
      PATH: path,
      SUPABASE_URL: stack.url,
      SUPABASE_SERVICE_ROLE_KEY: key,
      WORKER_IDLE_MS: '300',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const admin = async <T>(rest: string): Promise<T> => {
    const res = await fetch(`${stack.url}/rest/v1/${rest}`, {
      headers: { authorization: `Bearer ${key}`, apikey: key },
    });
    if (!res.ok) throw new Error(`GET ${rest} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    url: stack.url,
    admin,
    async analysed(trackIds, timeout = 90_000) {
      const until = Date.now() + timeout;
      const ids = trackIds.join(',');
      for (;;) {
        const rows = await admin<{ status: string }[]>(
          `track_analyses?audio_file_id=in.(${ids})&select=status`,
        );
        if (
          rows.length === trackIds.length &&
          rows.every((r) => r.status === 'done' || r.status === 'failed')
        )
          return;
        if (Date.now() > until) throw new Error(`analyses not finished: ${JSON.stringify(rows)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    },
    async stop() {
      worker.kill('SIGTERM');
      await stack.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
