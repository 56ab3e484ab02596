import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const e2ePort = Number(process.env.E2E_PORT ?? 3910);
export const e2eUrl = `http://localhost:${e2ePort}`;
/**
 * The MailDev of this run's stacks, on ports of its own per E2E_PORT: runs on different E2E_PORTs
 * would otherwise share one MailDev, which goes away with whichever run started it.
 */
export const mailSmtpPort = Number(process.env.SMTP_PORT ?? 10_000 + e2ePort);
export const mailWebPort = Number(process.env.MAILDEV_WEB_PORT ?? 11_000 + e2ePort);
/** Where global setup deploys the built apps (HIFI_SITE_DIR layout: shell/, remotes/<app>/). */
export const e2eRoot = process.env.HIFI_E2E_ROOT ?? join(tmpdir(), `hifi-e2e-${e2ePort}`);
export const siteDir = join(e2eRoot, 'site');
/** Known to the tests so they can sign a session the stack accepts. */
export const jwtSecret = 'e2e-secret-0123456789abcdef0123456789abcdef';
