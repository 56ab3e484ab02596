/** Runs the command-line tools the bench builds its corpus with. */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${err}`)),
    );
  });
}

export const ffmpeg = (args: string[]) =>
  run('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);

export async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
