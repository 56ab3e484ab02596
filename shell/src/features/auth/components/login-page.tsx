import { PageHeader } from '@hifi/shared';
import { Link } from 'react-router-dom';

/** The full auth form (password, magic link, social, recovery) arrives with the auth-screens issue. */
export function LoginPage() {
  return (
    <div className="max-w-md">
      <PageHeader title="Sign in" />
      <Link to="/signup" className="text-sky-400 hover:underline">
        Don't have an account? Sign up
      </Link>
    </div>
  );
}
