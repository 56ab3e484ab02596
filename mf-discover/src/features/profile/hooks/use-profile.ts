import { hifiQueryClient, type Profile, profileOptions, type Track, userTracksOptions } from '@hifi/shared';
import { useQuery } from '@tanstack/react-query';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; profile: Profile; tracks: Track[] };

export function useProfile(userId: string): ProfileState {
  const profile = useQuery(profileOptions(userId), hifiQueryClient);
  const tracks = useQuery(userTracksOptions(userId), hifiQueryClient);
  if (profile.error || tracks.error) return { status: 'error' };
  if (profile.isPending || tracks.isPending) return { status: 'loading' };
  if (!profile.data) return { status: 'not-found' };
  return { status: 'ready', profile: profile.data, tracks: tracks.data };
}
