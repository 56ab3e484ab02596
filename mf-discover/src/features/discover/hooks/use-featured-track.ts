import { featuredTrackOptions, hifiQueryClient, type Track } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

/** The featured user's newest track, asked for only while `enabled` (the default view). */
export function useFeaturedTrack(username: string, enabled: boolean): Track | null {
  const on = enabled && username !== '';
  const { data } = useQuery({ ...featuredTrackOptions(username), enabled: on }, hifiQueryClient);
  return on ? (data ?? null) : null;
}
