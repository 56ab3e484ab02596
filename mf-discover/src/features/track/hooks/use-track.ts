import { commentsOptions, hifiQueryClient, type Track, type TrackComment, trackOptions } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

export type TrackPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'ready'; track: Track; comments: TrackComment[] };

const NO_COMMENTS: TrackComment[] = [];

/** The track and its comments; a missing track or a failed load is 'not-found'. */
export function useTrack(id: string): TrackPageState {
  const track = useQuery(trackOptions(id), hifiQueryClient);
  const comments = useQuery(commentsOptions(id), hifiQueryClient);
  if (track.error) return { status: 'not-found' };
  // comments that fail to load show as none; the track itself still shows
  if (track.isPending || (comments.isPending && comments.isFetching)) return { status: 'loading' };
  if (!track.data) return { status: 'not-found' };
  return { status: 'ready', track: track.data, comments: comments.data ?? NO_COMMENTS };
}
