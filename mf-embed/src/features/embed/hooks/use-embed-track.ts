import { type EmbedTrack, embedTrackOptions, hifiQueryClient } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

export type EmbedTrackState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; track: EmbedTrack };

/** Loads the embedded track once per id; a failed load is shown as missing ('Audio not found'). */
export function useEmbedTrack(id: string): EmbedTrackState {
  const query = useQuery(embedTrackOptions(id), hifiQueryClient);
  if (query.error) return { status: 'missing' };
  if (query.isPending) return { status: 'loading' };
  return query.data ? { status: 'ready', track: query.data } : { status: 'missing' };
}
