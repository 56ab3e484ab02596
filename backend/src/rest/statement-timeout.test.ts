import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestStack, supabaseClient } from '../../test/stack-harness.ts';
import type { RunningStack } from '../stack.ts';

async function slowStack(kind: (typeof databases)[number]) {
  const stack = await startTestStack(kind);
  await stack.db.exec(
    `create function public.take_your_time(seconds float) returns int language sql as $$ select 1 from pg_sleep(seconds) $$;`,
  );
  return stack;
}

describe.each(databases)('long requests on %s', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await slowStack(kind);
  });
  afterAll(() => stack?.close());

  it('lets the service role run work longer than a visitor may', async () => {
    const { data, error } = await supabaseClient(stack, stack.keys.serviceRoleKey).rpc('take_your_time', {
      seconds: 3.5,
    });
    expect(error).toBeNull();
    expect(data).toBe(1);
  });
});

// PGlite (WASM, one thread) has no timer to cancel a statement: the visitor limit is a PostgreSQL guarantee.
describe.each(databases.filter((kind) => kind === 'postgres'))('statement timeouts on %s', (kind) => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await slowStack(kind);
  });
  afterAll(() => stack?.close());

  it('ends a visitor request that runs past 3 s instead of holding a connection (57014)', async () => {
    const started = Date.now();
    const { error } = await supabaseClient(stack).rpc('take_your_time', { seconds: 10 });
    expect(error?.code).toBe('57014');
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
