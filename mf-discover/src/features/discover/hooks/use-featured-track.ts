import { featuredTrackOptions, hifiQueryClient, type Track } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

export interface FeaturedState {
  track: Track | null;
  /** asked for and not answered yet: the page keeps the card's place (no layout shift) */
  loading: boolean;
}

/** The featured user's newest track, asked for only while `enabled` (the default view). */
export function useFeaturedTrack(username: string, enabled: boolean): FeaturedState {
  const on = enabled && username !== '';
  const { data, isPending } = useQuery({ ...featuredTrackOptions(username), enabled: on }, hifiQueryClient);
  return on ? { track: data ?? null, loading: isPending } : { track: null, loading: false };
}
