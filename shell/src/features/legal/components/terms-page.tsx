import { PageHeader } from '@hifi/shared';

export function TermsPage() {
  return <PageHeader title="Terms of Service" />;
}
