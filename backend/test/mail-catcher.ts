import { type MailDevServer, startMailDev } from '../src/auth/mail/maildev.ts';
import { freePort } from '../src/http/free-port.ts';

interface MailDevMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  time: string;
}

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  /** The verify link in the mail. */
  link: string;
  /** The six-digit code in the mail. */
  code: string;
}

/** A real MailDev on free ports, read back through its REST API (GET /email) as a developer would. */
export async function startMailCatcher() {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const server: MailDevServer = await startMailDev(smtpPort, webPort);
  const api = `http://127.0.0.1:${webPort}`;

  async function all(to: string): Promise<MailDevMail[]> {
    const res = await fetch(`${api}/email`);
    const mails = (await res.json()) as MailDevMail[];
    return mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()));
  }

  return {
    smtpPort,
    webPort,
    /** How many mails this address has received so far. */
    async count(to: string) {
      return (await all(to)).length;
    },
    /** Waits for the n-th mail (1-based) to an address and parses its link and code. */
    async nth(to: string, n = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await all(to);
        const mail = mails[n - 1];
        if (mail) {
          const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0] ?? '';
          const code = /code: (\d{6})/.exec(mail.text)?.[1] ?? '';
          return { subject: mail.subject, text: mail.text, html: mail.html, link, code };
        }
        if (Date.now() > deadline) throw new Error(`no mail #${n} to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => server.close(),
  };
}
