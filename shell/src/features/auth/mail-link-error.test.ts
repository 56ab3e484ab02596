import { afterEach, expect, it } from 'vitest';
import { forgetRefusedLink, noteMailLinkError, openedFromRefusedLink } from './mail-link-error.ts';

afterEach(forgetRefusedLink);

it('notes an expired or used link from the fragment or the query', () => {
  noteMailLinkError({
    hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    search: '',
  });
  expect(openedFromRefusedLink()).toBe(true);
  noteMailLinkError({ hash: '', search: '?error=invalid_request&error_code=flow_state_not_found' });
  expect(openedFromRefusedLink()).toBe(true);
});

it('ignores other pages and other errors', () => {
  noteMailLinkError({ hash: '#access_token=x&type=magiclink', search: '' });
  expect(openedFromRefusedLink()).toBe(false);
  noteMailLinkError({ hash: '#error_code=bad_oauth_state', search: '' });
  expect(openedFromRefusedLink()).toBe(false);
});
