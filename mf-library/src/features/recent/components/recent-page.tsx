import { PageHeader } from '@hifi/shared';

/** /recent: the last 10 plays arrive with the plays issue. */
export function RecentPage() {
  return <PageHeader title="Recently Played" />;
}
