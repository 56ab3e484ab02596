import { expect, it, vi } from 'vitest';

it('refuses to hand out a client before it is initialised, then always returns the same one', async () => {
  // A fresh copy of the module: other files in this worker may have initialised theirs already.
  vi.resetModules();
  const { getSupabase, initSupabase } = await import('./supabase-client.ts');
  expect(() => getSupabase()).toThrow(/not initialised/);
  expect(() => initSupabase({ url: '', anonKey: 'k' })).toThrow(/URL/);
  expect(() => initSupabase({ url: 'http://localhost:3000', anonKey: '' })).toThrow(/key/);
  const client = initSupabase({ url: 'http://localhost:3000', anonKey: 'anon' });
  expect(getSupabase()).toBe(client);
  expect(getSupabase()).toBe(getSupabase());
});
