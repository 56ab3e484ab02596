/** The mails the auth service sends (each has its template here). */
export type MailKind = 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change' | 'reauthentication';

const SUBJECTS: Record<MailKind, string> = {
  signup: 'Confirm your signup',
  magiclink: 'Your magic link',
  recovery: 'Reset your password',
  invite: 'You have been invited',
  email_change: 'Confirm email change',
  reauthentication: 'Confirm reauthentication',
};

const ACTIONS: Record<MailKind, string> = {
  signup: 'Follow this link to confirm your e-mail address and sign in:',
  magiclink: 'Follow this link to sign in:',
  recovery: 'Follow this link to choose a new password:',
  invite: 'You have been invited to create an account. Follow this link to accept the invite:',
  email_change: 'Follow this link to confirm the change of your e-mail address to this one:',
  reauthentication: 'Your reauthentication code:',
};

const BUTTONS: Record<MailKind, string> = {
  signup: 'Confirm your mail',
  magiclink: 'Log in',
  recovery: 'Reset password',
  invite: 'Accept the invite',
  email_change: 'Change e-mail address',
  reauthentication: '',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail for one token: the link for the browser and the same token as a six-digit code. */
export function renderAuthMail(kind: MailKind, link: string, code: string) {
  const subject = SUBJECTS[kind];
  if (kind === 'reauthentication') {
    const text = `${ACTIONS[kind]} ${code}\n\nIf you did not ask for this, ignore this mail.\n`;
    const html = `<h2>${subject}</h2>\n<p>${ACTIONS[kind]} <strong>${code}</strong></p>\n<p>If you did not ask for this, ignore this mail.</p>`;
    return { subject, text, html };
  }
  const text = `${ACTIONS[kind]}\n\n${link}\n\nOr enter this code: ${code}\n\nIf you did not ask for this, ignore this mail.\n`;
  const html = `<h2>${subject}</h2>
<p>${ACTIONS[kind]}</p>
<p><a href="${escapeHtml(link)}">${BUTTONS[kind]}</a></p>
<p>Or enter this code: <strong>${code}</strong></p>
<p>If you did not ask for this, ignore this mail.</p>`;
  return { subject, text, html };
}
