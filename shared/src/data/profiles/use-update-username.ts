import { useMutation } from '@tanstack/react-query';
import { commentKeys } from '../comments/comment-shape.ts';
import { hifiQueryClient } from '../query-client.ts';
import { trackKeys } from '../tracks/track-shape.ts';
import { type Profile, profileKeys } from './profile-shape.ts';
import { updateUsernameMutation } from './update-username-mutation.ts';

/** Renames a member; the profile shows the new name and every list naming them is read again. */
export function useUpdateUsername() {
  return useMutation(
    {
      mutationFn: (change: { userId: string; username: string }) => updateUsernameMutation(change),
      onSuccess: (username, { userId }) => {
        hifiQueryClient.setQueryData<Profile | null>(profileKeys.detail(userId), (profile) =>
          profile ? { ...profile, username } : profile,
        );
        return Promise.all([
          hifiQueryClient.invalidateQueries({ queryKey: trackKeys.all }),
          hifiQueryClient.invalidateQueries({ queryKey: commentKeys.all }),
        ]);
      },
    },
    hifiQueryClient,
  );
}
