import { mailWebPort } from './e2e-env.ts';

/**
 * The auth mails the stack sent, read back from MailDev's REST API (the stack starts MailDev on
 * the run's mailWebPort), as a developer would read them in its web UI.
 */
export interface AuthMail {
  subject: string;
  /** The verify link in the mail. */
  link: string;
  code: string;
}

interface MailDevMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

const mailApi = `http://127.0.0.1:${mailWebPort}`;

/** Waits for a mail to `address` with this subject, the `nth` such mail (1-based). */
export async function waitForMail(
  address: string,
  subject: string,
  nth = 1,
  timeoutMs = 15_000,
): Promise<AuthMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailApi}/email`);
    const mails = ((await response.json()) as MailDevMail[]).filter(
      (mail) =>
        mail.subject === subject && mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    );
    const mail = mails[nth - 1];
    if (mail) {
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`the mail "${subject}" to ${address} has no verify link`);
      return { subject: mail.subject, link, code: /code: (\d{6})/.exec(mail.text)?.[1] ?? '' };
    }
    if (Date.now() > deadline)
      throw new Error(`no mail "${subject}" #${nth} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
