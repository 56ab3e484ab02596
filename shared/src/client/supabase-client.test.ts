import { expect, it } from 'vitest';
import { getSupabase, initSupabase } from './supabase-client.ts';

it('refuses to hand out a client before it is initialised, then always returns the same one', () => {
  expect(() => getSupabase()).toThrow(/not initialised/);
  expect(() => initSupabase({ url: '', anonKey: 'k' })).toThrow(/URL/);
  expect(() => initSupabase({ url: 'http://localhost:3000', anonKey: '' })).toThrow(/key/);
  const client = initSupabase({ url: 'http://localhost:3000', anonKey: 'anon' });
  expect(getSupabase()).toBe(client);
  expect(getSupabase()).toBe(getSupabase());
});
