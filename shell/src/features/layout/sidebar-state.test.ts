import { expect, it } from 'vitest';
import { readSidebarCookie } from './sidebar-state.tsx';

it('reads the remembered state, open when there is none', () => {
  expect(readSidebarCookie('')).toBe(true);
  expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
  expect(readSidebarCookie('sidebar_state=true; b=2')).toBe(true);
  expect(readSidebarCookie('other_sidebar_state=false')).toBe(true);
});
