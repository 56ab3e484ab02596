import { AuthScreen } from './login-page.tsx';

export function SignupPage() {
  return <AuthScreen initialView="sign_up" />;
}
