import { queryOptions } from '@tanstack/react-query';
import { type ReleaseRef, releaseKeys } from './release-keys.ts';

/**
 * One release's page as `viewerId` may read it. The query itself (release-query.ts, with album
 * gain) is fetched when a release is first shown, so no other page's first load carries it.
 */
export const releaseOptions = (ref: ReleaseRef, viewerId: string | null) =>
  queryOptions({
    queryKey: releaseKeys.detail(ref, viewerId),
    queryFn: () => import('./release-query.ts').then((module) => module.releaseQuery(ref)),
  });
