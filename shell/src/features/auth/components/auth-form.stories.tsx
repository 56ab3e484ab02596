import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { AuthView } from '../auth-views.ts';
import { AuthForm } from './auth-form.tsx';

/** The form moves between views through its own links, as on /login. */
function Interactive({ view: initial, notice }: { view: AuthView; notice?: string | null }) {
  const [view, setView] = useState(initial);
  return <AuthForm key={view} view={view} onViewChange={setView} notice={notice} />;
}

const meta = {
  title: 'Shell/AuthForm',
  component: Interactive,
  decorators: [(Story) => <MemoryRouter initialEntries={['/login']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = { args: { view: 'sign_in' } };
export const SignUp: Story = { args: { view: 'sign_up' } };
export const ForgottenPassword: Story = { args: { view: 'forgotten_password' } };
export const MagicLink: Story = { args: { view: 'magic_link' } };
export const UpdatePassword: Story = { args: { view: 'update_password' } };
export const VerifyOtp: Story = { args: { view: 'verify_otp' } };
/** The second-factor prompt at sign-in for a user with a verified authenticator app. */
export const SecondFactor: Story = { args: { view: 'mfa_challenge' } };
/** Back on sign_in after update_password, with the success text. */
export const PasswordUpdated: Story = { args: { view: 'sign_in', notice: 'Your password has been updated' } };
