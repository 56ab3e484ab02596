import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack } from '../../backend/test/stack-harness.ts';
import { lastClientErrors } from './client-errors.ts';

// What `pnpm releases <app>` prints under each build: reports posted through the function of a real stack.
let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const post = (remote: string, build: string, message: string) =>
  fetch(`${stack.url}/functions/v1/client-errors`, {
    method: 'POST',
    headers: {
      apikey: stack.keys.anonKey,
      'content-type': 'application/json',
      cookie: `hifi_cohort=${randomUUID()}`,
    },
    body: JSON.stringify({
      remote,
      build,
      manifestUrl: `/remotes/x/${build}/mf-manifest.json`,
      page: '/discover',
      kind: 'render',
      message,
    }),
  });

it("lists a remote's last errors per build, newest first, a few per build", async () => {
  const a = '20261128T040000Z-aaaaaa';
  const b = '20261128T050000Z-bbbbbb';
  for (let i = 0; i < 4; i++) expect((await post('mf_discover', a, `a ${i}`)).status).toBe(202);
  expect((await post('mf_discover', b, 'b 0')).status).toBe(202);
  expect((await post('mf_player', b, 'someone else')).status).toBe(202);

  const errors = await lastClientErrors(
    'mf_discover',
    { url: stack.url, serviceRoleKey: stack.keys.serviceRoleKey },
    3,
  );
  expect([...errors.keys()].sort()).toEqual([a, b]);
  expect(errors.get(a)?.map((e) => e.message)).toEqual(['a 3', 'a 2', 'a 1']);
  expect(errors.get(b)?.map((e) => [e.remote, e.kind, e.page])).toEqual([
    ['mf_discover', 'render', '/discover'],
  ]);

  // the anon key reads nothing there
  await expect(
    lastClientErrors('mf_discover', { url: stack.url, serviceRoleKey: stack.keys.anonKey }),
  ).rejects.toThrow(/permission denied for table client_errors/);
});
