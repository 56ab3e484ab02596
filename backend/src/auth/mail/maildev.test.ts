import { afterAll, beforeAll, expect, it } from 'vitest';
import { authClient, uniqueEmail } from '../../../test/auth-stack.ts';
import { startTestStack } from '../../../test/stack-harness.ts';
import { freePort } from '../../http/free-port.ts';
import type { RunningStack } from '../../stack.ts';

// The stack as `pnpm start` runs it without SMTP_HOST: it starts MailDev itself and stops it on close.
let stack: RunningStack;
let webPort: number;
let smtpPort: number;
beforeAll(async () => {
  webPort = await freePort();
  smtpPort = await freePort();
  stack = await startTestStack('pglite', { auth: { startMailDev: true, smtpPort, maildevWebPort: webPort } });
});
afterAll(async () => {
  await stack?.close();
});

it('starts MailDev, whose web API shows the confirmation mail, and stops it with the stack', async () => {
  const email = uniqueEmail('maildev');
  const { error } = await authClient(stack).auth.signUp({ email, password: 'correct horse' });
  expect(error).toBeNull();
  let mails: { subject: string; to: { address: string }[] }[] = [];
  for (let i = 0; i < 100 && mails.length === 0; i++) {
    mails = ((await (await fetch(`http://127.0.0.1:${webPort}/email`)).json()) as typeof mails).filter(
      (m) => m.to[0]?.address === email,
    );
    if (mails.length === 0) await new Promise((r) => setTimeout(r, 50));
  }
  expect(mails.map((m) => m.subject)).toEqual(['Confirm your signup']);
});

it('lets a refresh token be used twice within the reuse window, as racing tabs do', async () => {
  const email = uniqueEmail('tabs');
  const admin = authClient(stack, { key: stack.keys.serviceRoleKey }).auth.admin;
  await admin.createUser({ email, password: 'correct horse', email_confirm: true });
  const { data } = await authClient(stack).auth.signInWithPassword({ email, password: 'correct horse' });
  const token = data.session?.refresh_token as string;
  const first = await authClient(stack).auth.refreshSession({ refresh_token: token });
  const second = await authClient(stack).auth.refreshSession({ refresh_token: token });
  expect(first.error).toBeNull();
  expect(second.error).toBeNull();
  expect(second.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
});

it('closes MailDev with the stack', async () => {
  await stack.close();
  const stillThere = await fetch(`http://127.0.0.1:${webPort}/email`).then(
    () => true,
    () => false,
  );
  expect(stillThere).toBe(false);
  stack = undefined as unknown as RunningStack;
});
