/**
 * The client-errors function (supabase/functions/client-errors) served by the stack's functions
 * runtime over real HTTP, writing public.client_errors through record_client_error: a report as
 * the shell sends one (supabase-js functions.invoke with the anon key), the table's privacy, and
 * the bounds on what and how much a visitor may send.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

const report = (build: string) => ({
  remote: 'mf_discover',
  build,
  manifestUrl: `/remotes/mf-discover/${build}/mf-manifest.json`,
  page: '/audio/0b6f3b0e-1111-4222-8333-444455556666',
  kind: 'load',
  message: 'Loading chunk 412 failed.\n(missing: /remotes/mf-discover/x/static/js/async/412.0123abcd.js)',
  stack: 'ChunkLoadError: Loading chunk 412 failed.\n    at __webpack_require__.f.j',
});

describe.each(serviceDatabases)('client error reports on %s', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startTestStack(kind);
  }, 120_000);
  afterAll(() => stack?.close());

  const post = (body: string, cohort = randomUUID()) =>
    fetch(`${stack.url}/functions/v1/client-errors`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${stack.keys.anonKey}`,
        'content-type': 'application/json',
        cookie: `hifi_cohort=${cohort}`,
      },
      body,
    });

  it('stores a failed load with its remote and build, readable by the service role only', async () => {
    const build = `20261128T041500Z-${randomUUID().slice(0, 6)}`;
    const anon = supabaseClient(stack);
    const { data, error, response } = await anon.functions.invoke('client-errors', { body: report(build) });
    expect(error).toBeNull();
    expect(response?.status).toBe(202);
    expect(data).toEqual({ accepted: true });

    const service = supabaseClient(stack, stack.keys.serviceRoleKey);
    const rows = await service.from('client_errors').select('*').eq('build', build);
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([
      expect.objectContaining({
        remote: 'mf_discover',
        build,
        kind: 'load',
        manifest_url: `/remotes/mf-discover/${build}/mf-manifest.json`,
        page: '/audio/0b6f3b0e-1111-4222-8333-444455556666',
        message: expect.stringContaining('Loading chunk 412 failed.'),
        stack: expect.stringContaining('ChunkLoadError'),
      }),
    ]);
    // the visitor is a hash, not their id
    expect(rows.data?.[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);

    // neither a visitor nor a member reads or writes the table directly
    const read = await anon.from('client_errors').select('id').eq('build', build);
    expect(read.data ?? []).toEqual([]);
    const write = await anon.from('client_errors').insert({ ...report(build), visitor: 'x' } as never);
    expect(write.error).not.toBeNull();
    const rpc = await anon.rpc('record_client_error' as never, {} as never);
    expect(rpc.error).not.toBeNull();
  });

  it('refuses a report over 4 KB with 413, and a malformed one with 400 and the reason', async () => {
    const big = await post(JSON.stringify({ ...report('b1'), stack: 'x'.repeat(5000) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toMatch(/at most 4096 bytes/);

    const cases: [string, RegExp][] = [
      ['{not json', /not JSON/],
      ['[1,2]', /JSON object/],
      [JSON.stringify({ ...report('b1'), remote: 'Robert"); drop' }), /remote must be/],
      [JSON.stringify({ ...report('b1'), build: '' }), /build must be/],
      [JSON.stringify({ ...report('b1'), kind: 'crash' }), /kind must be one of load, render, rejection/],
      [JSON.stringify({ ...report('b1'), page: 'https://elsewhere' }), /page must be/],
      [JSON.stringify({ ...report('b1'), message: undefined }), /message must be/],
    ];
    for (const [body, reason] of cases) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message, body).toMatch(reason);
    }
    expect((await fetch(`${stack.url}/functions/v1/client-errors`)).status).toBe(405);
  });

  it('takes 30 reports per visitor in 10 minutes, then answers 429; another visitor is unaffected', async () => {
    const visitor = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await post(JSON.stringify(report(`r${i}`)), visitor)).status);
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await post(JSON.stringify(report('other')))).status).toBe(202);

    const service = supabaseClient(stack, stack.keys.serviceRoleKey);
    const stored = await service
      .from('client_errors')
      .select('id', { count: 'exact', head: true })
      .like('build', 'r%');
    expect(stored.count).toBe(30);
  });

  it('holds the bound when a visitor sends many reports at once', async () => {
    const visitor = randomUUID();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(JSON.stringify(report(`c${i}`)), visitor).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
