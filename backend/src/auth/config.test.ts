import { expect, it } from 'vitest';
import { authOptionsFromEnv, resolveAuthConfig } from './config.ts';

it('reads the auth settings from the environment', () => {
  const options = authOptionsFromEnv({
    AUTH_EMAIL_CONFIRM: 'false',
    JWT_EXPIRY: '600',
    AUTH_REDIRECT_ALLOW_LIST: 'http://localhost:5173, https://*.example.org/**',
    SMTP_HOST: 'mail.internal',
    SMTP_PORT: '2525',
    OIDC_ISSUER: 'https://id.example.org/realms/hifi',
    OIDC_CLIENT_ID: 'hifi',
    OIDC_CLIENT_SECRET: 'shh',
  });
  const config = resolveAuthConfig('http://localhost:3000', options);
  expect(config).toMatchObject({
    emailConfirm: false,
    jwtExpiry: 600,
    redirectAllowList: ['http://localhost:5173', 'https://*.example.org/**'],
    smtpHost: 'mail.internal',
    smtpPort: 2525,
    startMailDev: false,
    oidc: {
      provider: 'keycloak',
      issuer: 'https://id.example.org/realms/hifi',
      clientId: 'hifi',
      clientSecret: 'shh',
    },
  });
});

it('defaults to confirmation on, one-hour tokens and a MailDev of its own', () => {
  const config = resolveAuthConfig('http://localhost:3000', authOptionsFromEnv({}));
  expect(config).toMatchObject({
    emailConfirm: true,
    jwtExpiry: 3600,
    smtpPort: 1025,
    maildevWebPort: 1080,
    startMailDev: true,
    redirectAllowList: [],
  });
  expect(config.oidc).toBeUndefined();
});
