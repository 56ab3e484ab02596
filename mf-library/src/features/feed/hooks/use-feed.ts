import { feedOptions, hifiQueryClient, type Track, useSession } from '@hifi/shared';
import { useInfiniteQuery } from '@tanstack/react-query';

export type FeedState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; tracks: Track[]; more: boolean; loadingMore: boolean; loadMore(): void };

/** The signed-in member's feed, page by page (FEED_PAGE_SIZE a page, newest first). */
export function useFeed(): FeedState {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const query = useInfiniteQuery({ ...feedOptions(userId ?? ''), enabled: userId !== null }, hifiQueryClient);
  if (query.error) return { status: 'error', message: 'Could not load your feed. Please try again.' };
  if (!query.data) return { status: 'loading' };
  return {
    status: 'ready',
    tracks: query.data.pages.flatMap((page) => page.tracks),
    more: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
