import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Sends in the background: whether a mail goes out must not show in how long the request took,
   * or the timing would tell which addresses have accounts. Failures are logged.
   */
  post(mail: Mail): void;
  close(): void;
}

export function createMailer(host: string, port: number, from = 'HiFi <noreply@hifi.local>'): Mailer {
  // Plain SMTP as MailDev and most local relays speak it; a real relay would add auth and TLS here.
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true });
  const send = async (mail: Mail) => {
    await transport.sendMail({ from, ...mail });
  };
  return {
    send,
    post(mail) {
      send(mail).catch((error) => console.error(`[auth] sending mail to ${mail.to} failed:`, error));
    },
    close() {
      transport.close();
    },
  };
}
