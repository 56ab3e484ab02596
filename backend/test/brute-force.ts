import type { RunningStack } from '../src/stack.ts';
import { sendFrom } from './from-address.ts';

export const ATTACKERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];

export interface BruteForceRun {
  /** The visitor's request times (ms) before the attack and while it ran. */
  baseline: number[];
  during: number[];
  /** Each attacking address's answers, in order. */
  statuses: Map<string, number[]>;
}

/**
 * A password brute force as a stranger runs it, four addresses with eight guesses in flight each
 * (40 per address), while a visitor keeps reading /rest/v1. The rate-limit test checks what the
 * attackers got; `pnpm bench:auth` judges what the visitor felt (a timing goal, so a benchmark).
 */
export async function bruteForceWithVisitor(stack: RunningStack): Promise<BruteForceRun> {
  const visitor = async () => {
    const started = performance.now();
    const res = await fetch(`${stack.url}/rest/v1/audio_files?select=id&limit=5`, {
      headers: { apikey: stack.keys.anonKey },
    });
    await res.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) await visitor();
  const baseline: number[] = [];
  for (let i = 0; i < 80; i++) baseline.push(await visitor());

  const statuses = new Map<string, number[]>(ATTACKERS.map((ip) => [ip, []]));
  let attacking = true;
  const attack = Promise.all(
    ATTACKERS.flatMap((ip) =>
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 5; i++) {
          const res = await sendFrom(ip, `${stack.url}/auth/v1/token?grant_type=password`, {
            body: { email: `guess-${ip}-${i}@example.test`, password: 'wrong guess' },
          });
          statuses.get(ip)?.push(res.status);
        }
      }),
    ),
  ).finally(() => {
    attacking = false;
  });
  const during: number[] = [];
  while (attacking && during.length < 200) during.push(await visitor());
  await attack;
  return { baseline, during, statuses };
}
