// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataStack, databases, startDataStack } from './stack.ts';

describe.each(databases)('the data-test stack on %s', (kind) => {
  let stack: DataStack;
  beforeAll(async () => {
    stack = await startDataStack(kind);
  }, 60_000);
  afterAll(() => stack?.close());

  it('signs users up with a session whose rows RLS attributes to them', async () => {
    const alice = await stack.signUp('alice');
    const { data, error } = await alice.client
      .from('profiles')
      .select('id, email')
      .eq('id', alice.id)
      .single();
    expect(error).toBeNull();
    // e-mails stay in auth.users, which the API roles cannot read
    expect(data).toEqual({ id: alice.id, email: null });
  });

  it('answers anon reads and refuses anon writes', async () => {
    const { error: readError } = await stack.anon().from('audio_files').select('id').limit(1);
    expect(readError).toBeNull();
    const { error } = await stack.anon().from('comments').insert({ content: 'x' });
    expect(error).not.toBeNull();
  });
});
