/** The views of the authentication form (docs/product.md#2-screens-and-routes) and their fixed texts (docs/product.md#5-validation-rules, docs/product.md#8-error-messages). */
export type AuthView =
  | 'sign_in'
  | 'sign_up'
  | 'forgotten_password'
  | 'magic_link'
  | 'update_password'
  | 'verify_otp'
  /** The second-factor prompt at sign-in when the user has a verified factor. */
  | 'mfa_challenge';

export const viewTitles: Record<AuthView, string> = {
  sign_in: 'Sign in',
  sign_up: 'Create your account',
  forgotten_password: 'Reset your password',
  magic_link: 'Sign in with a magic link',
  update_password: 'Update your password',
  verify_otp: 'Enter your code',
  mfa_challenge: 'Two-factor authentication',
};

export const authTexts = {
  signUpConfirmation: 'Check your email for the confirmation link',
  magicLinkSent: 'Check your email for the magic link',
  resetSent: 'Check your email for the password reset link',
  passwordUpdated: 'Your password has been updated',
  emptyEmail: 'Email address can not be empty',
  linkExpired: 'This link has expired or was already used',
} as const;

/** The button label of a social provider named in the auth settings (OIDC_PROVIDER on the local stack). */
export function providerLabel(provider: string): string {
  const known: Record<string, string> = { github: 'GitHub', gitlab: 'GitLab', linkedin_oidc: 'LinkedIn' };
  return known[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** Where e-mail links and the social provider send the user back: the dashboard (docs/product.md#9-constants-and-limits). */
export const postLoginUrl = () => `${window.location.origin}/dashboard`;
