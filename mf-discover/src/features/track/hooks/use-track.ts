import {
  commentsOptions,
  getSupabase,
  hifiQueryClient,
  type Track,
  type TrackComment,
  trackOptions,
} from '@hifi/shared';
import { trackByLinkOptions } from '@hifi/shared/track-links';
import { useQuery } from '@tanstack/react-query';

export type TrackPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'ready'; track: Track; comments: TrackComment[] };

const NO_COMMENTS: TrackComment[] = [];

/**
 * The track and its comments, by its id or through its secret link (an unlisted track, whose
 * comments stay hidden with it); a missing track or a failed load is 'not-found'.
 */
export function useTrack(ref: { id: string } | { link: string }): TrackPageState {
  const byId = 'id' in ref;
  const trackById = useQuery({ ...trackOptions(byId ? ref.id : ''), enabled: byId }, hifiQueryClient);
  const trackByLink = useQuery(
    { ...trackByLinkOptions(byId ? '' : ref.link, getSupabase()), enabled: !byId },
    hifiQueryClient,
  );
  const track = byId ? trackById : trackByLink;
  const comments = useQuery({ ...commentsOptions(byId ? ref.id : ''), enabled: byId }, hifiQueryClient);
  if (track.error) return { status: 'not-found' };
  // comments that fail to load show as none; the track itself still shows
  if (track.isPending || (comments.isPending && comments.isFetching)) return { status: 'loading' };
  if (!track.data) return { status: 'not-found' };
  return { status: 'ready', track: track.data, comments: comments.data ?? NO_COMMENTS };
}
