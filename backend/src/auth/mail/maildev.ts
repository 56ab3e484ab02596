import { createRequire } from 'node:module';
import { createServer } from 'node:net';

/**
 * MailDev, started in this process when no SMTP server is configured, so a fresh machine gets a
 * mail catcher with a web UI and REST API (GET /email) without installing anything.
 */
export interface MailDevServer {
  close(): Promise<void>;
}

interface MailDevInstance {
  listen(): Promise<void>;
  close(callback: () => void): void;
}

const require = createRequire(import.meta.url);

export async function startMailDev(
  smtpPort: number,
  webPort: number,
  ip = '127.0.0.1',
): Promise<MailDevServer> {
  // maildev 2 is CommonJS without types; its constructor also installs SIGINT/SIGTERM handlers
  // that exit the process, which would cut short the stack's own shutdown: take those back off.
  // MailDev's web server throws an uncaught error on a taken port, so look first. A second stack on
  // this machine (or a MailDev started by hand) already catches mail there: use that one.
  if (!(await portFree(smtpPort, ip)) || !(await portFree(webPort, ip))) {
    console.warn(
      `[auth] port ${smtpPort} or ${webPort} is taken; sending mail to the SMTP server already there`,
    );
    return { close: async () => {} };
  }
  const MailDev = require('maildev') as new (options: Record<string, unknown>) => MailDevInstance;
  const before = new Set([...process.listeners('SIGINT'), ...process.listeners('SIGTERM')]);
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip, silent: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before.has(listener)) process.off(signal, listener);
    }
  }
  await maildev.listen();
  return {
    close: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  };
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
