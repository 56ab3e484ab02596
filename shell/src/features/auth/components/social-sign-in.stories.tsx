import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SocialSignIn } from './social-sign-in.tsx';

const meta = {
  title: 'Shell/SocialSignIn',
  component: SocialSignIn,
} satisfies Meta<typeof SocialSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stack has an OIDC provider (OIDC_PROVIDER=keycloak): its button, then the "or" line. */
export const Configured: Story = {
  parameters: {
    network: [
      http.get('*/auth/v1/settings', () =>
        HttpResponse.json({ external: { email: true, phone: false, keycloak: true, github: false } }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign in with Keycloak' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign in with Github' })).toBeNull();
  },
};

/** No provider configured (the default stack): no button, no "or" line. */
export const NoneConfigured: Story = {
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('or continue with your email')).toBeNull();
  },
};
