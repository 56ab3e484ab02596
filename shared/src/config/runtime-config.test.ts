import { expect, it } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config.ts';

const origin = 'http://localhost:3000';

it('uses the page origin when no backend URL is configured', () => {
  expect(parseRuntimeConfig({ supabaseUrl: null, supabaseAnonKey: 'anon' }, origin)).toEqual({
    url: 'http://localhost:3000',
    anonKey: 'anon',
  });
});

it('keeps an explicit backend URL, without a trailing slash', () => {
  expect(
    parseRuntimeConfig({ supabaseUrl: 'https://x.supabase.co/', supabaseAnonKey: 'k' }, origin).url,
  ).toBe('https://x.supabase.co');
});

it('raises on a missing key or a non-object config', () => {
  expect(() => parseRuntimeConfig({ supabaseUrl: null }, origin)).toThrow(RuntimeConfigError);
  expect(() => parseRuntimeConfig({ supabaseUrl: null, supabaseAnonKey: '' }, origin)).toThrow(/key/);
  expect(() => parseRuntimeConfig('nope', origin)).toThrow(RuntimeConfigError);
});
