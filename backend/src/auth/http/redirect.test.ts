import { expect, it } from 'vitest';
import { resolveAuthConfig } from '../config.ts';
import { safeRedirect, withParams } from './redirect.ts';

const config = resolveAuthConfig('http://localhost:3000', {
  redirectAllowList: ['http://localhost:5173', 'https://*.example.org/auth/**', 'myapp://callback'],
});

it('keeps pages of the site and allow-listed targets', () => {
  expect(safeRedirect(config, 'http://localhost:3000/library?x=1')).toBe('http://localhost:3000/library?x=1');
  expect(safeRedirect(config, 'http://localhost:5173/anything/below')).toBe(
    'http://localhost:5173/anything/below',
  );
  expect(safeRedirect(config, 'https://beta.example.org/auth/callback/x')).toBe(
    'https://beta.example.org/auth/callback/x',
  );
});

it('sends everything else to the site URL', () => {
  for (const target of [
    'https://evil.example.com/',
    'http://localhost:3001/',
    'https://a.b.example.org/auth/x',
    'https://beta.example.org/other',
    'javascript:alert(1)',
    'myapp://callback',
    '//evil.example.com',
    'not a url',
    '',
    null,
  ]) {
    expect([target, safeRedirect(config, target)]).toEqual([target, 'http://localhost:3000']);
  }
});

it('puts session parameters in the fragment and codes in the query', () => {
  expect(withParams('http://localhost:3000/a?b=1', { code: 'x y' }, 'query')).toBe(
    'http://localhost:3000/a?b=1&code=x+y',
  );
  expect(withParams('http://localhost:3000/a', { access_token: 't' }, 'hash')).toBe(
    'http://localhost:3000/a#access_token=t',
  );
});
