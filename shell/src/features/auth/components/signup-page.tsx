import { PageHeader } from '@hifi/shared';
import { Link } from 'react-router-dom';

export function SignupPage() {
  return (
    <div className="max-w-md">
      <PageHeader title="Create your account" />
      <Link to="/login" className="text-sky-400 hover:underline">
        Already have an account? Sign in
      </Link>
    </div>
  );
}
