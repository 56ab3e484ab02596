import { PageHeader } from '@hifi/shared';

export function PrivacyPage() {
  return <PageHeader title="Privacy Policy" />;
}
