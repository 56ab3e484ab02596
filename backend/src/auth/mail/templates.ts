/** The mails the auth service sends (each has its template here). */
export type MailKind = 'signup' | 'magiclink' | 'recovery';

const SUBJECTS: Record<MailKind, string> = {
  signup: 'Confirm your signup',
  magiclink: 'Your magic link',
  recovery: 'Reset your password',
};

const ACTIONS: Record<MailKind, string> = {
  signup: 'Follow this link to confirm your e-mail address and sign in:',
  magiclink: 'Follow this link to sign in:',
  recovery: 'Follow this link to choose a new password:',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail for one token: the link for the browser and the same token as a six-digit code. */
export function renderAuthMail(kind: MailKind, link: string, code: string) {
  const subject = SUBJECTS[kind];
  const text = `${ACTIONS[kind]}\n\n${link}\n\nOr enter this code: ${code}\n\nIf you did not ask for this, ignore this mail.\n`;
  const html = `<h2>${subject}</h2>
<p>${ACTIONS[kind]}</p>
<p><a href="${escapeHtml(link)}">${kind === 'recovery' ? 'Reset password' : kind === 'signup' ? 'Confirm your mail' : 'Log in'}</a></p>
<p>Or enter this code: <strong>${code}</strong></p>
<p>If you did not ask for this, ignore this mail.</p>`;
  return { subject, text, html };
}
