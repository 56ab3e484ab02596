import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { AuthView } from '../auth-views.ts';
import { AuthForm } from './auth-form.tsx';

/** The form moves between views through its own links, as on /login. */
function Interactive({
  view: initial,
  notice,
  problem,
}: {
  view: AuthView;
  notice?: string | null;
  problem?: string | null;
}) {
  const [view, setView] = useState(initial);
  return (
    <AuthForm
      key={view}
      view={view}
      onViewChange={setView}
      notice={notice}
      problem={view === initial ? problem : null}
    />
  );
}

const meta = {
  title: 'Shell/AuthForm',
  component: Interactive,
  decorators: [(Story) => <MemoryRouter initialEntries={['/login']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  // The stack's 400 for a wrong password shows in the console, as on the site.
  tags: ['expect-console-errors'],
  args: { view: 'sign_in' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'ines@demo.hifi.local');
    await userEvent.type(canvas.getByLabelText('Your password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Invalid login credentials')).toBeVisible();
  },
};

/** The links under the form switch views in place. */
export const SwitchToMagicLink: Story = {
  args: { view: 'sign_in' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a magic link email' }));
    await expect(canvas.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
    await expect(canvas.queryByLabelText('Your password')).toBeNull();
  },
};
export const SignUp: Story = {
  args: { view: 'sign_up' },
  parameters: {
    // The stack answers a new sign-up with the user and no session until the address is confirmed.
    network: [
      http.post('*/auth/v1/signup', () =>
        HttpResponse.json({
          id: 'new-user',
          aud: 'authenticated',
          role: 'authenticated',
          email: 'new@hifi.test',
        }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'new@hifi.test');
    await userEvent.type(canvas.getByLabelText('Create password'), 'a-long-passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Check your email for the confirmation link')).toBeVisible();
  },
};
export const ForgottenPassword: Story = { args: { view: 'forgotten_password' } };
export const MagicLink: Story = {
  args: { view: 'magic_link' },
  play: async ({ canvas }) => {
    // An empty address is refused in the browser, before any request.
    await userEvent.click(canvas.getByRole('button', { name: 'Send Magic Link' }));
    await expect(await canvas.findByText('Email address can not be empty')).toBeVisible();
  },
};
export const UpdatePassword: Story = { args: { view: 'update_password' } };
export const VerifyOtp: Story = { args: { view: 'verify_otp' } };
/** The second-factor prompt at sign-in for a user with a verified authenticator app. */
export const SecondFactor: Story = { args: { view: 'mfa_challenge' } };
/** Back on sign_in after update_password, with the success text. */
export const PasswordUpdated: Story = { args: { view: 'sign_in', notice: 'Your password has been updated' } };
/** Opened from an expired or used e-mail link: the reason, and the form that sends a new one. */
export const ExpiredLink: Story = {
  args: { view: 'magic_link', problem: 'This link has expired or was already used' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired or was already used');
    await expect(canvas.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  },
};
