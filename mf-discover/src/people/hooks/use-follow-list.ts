import { type FollowDirection, type FollowPerson, followListOptions, hifiQueryClient } from '@hifi/shared';
import { useInfiniteQuery } from '@tanstack/react-query';

export interface FollowListState {
  people: FollowPerson[];
  loading: boolean;
  loadingMore: boolean;
  error: Error | null;
  more: boolean;
  loadMore(): void;
  retry(): void;
}

/** A profile's followers or following, newest first, a page at a time. */
export function useFollowList(userId: string, direction: FollowDirection): FollowListState {
  const query = useInfiniteQuery(followListOptions(userId, direction), hifiQueryClient);
  return {
    people: query.data?.pages.flatMap((p) => p.people) ?? [],
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    error: query.error,
    more: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
