import { getSupabase, hifiQueryClient, type Track, toast, trackKeys, useSession } from '@hifi/shared';
import { SecretLinkField } from '@hifi/shared/secret-link-field';
import { replaceTrackLinkMutation, trackLinkTokenOptions } from '@hifi/shared/track-links';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The owner's secret link of their unlisted track, to share it or shut out the old one. */
export function TrackLink({ track }: { track: Track }) {
  const session = useSession();
  const viewerId = session.status === 'signed-in' ? session.session.user.id : null;
  const owner = viewerId !== null && viewerId === track.user_id && track.visibility === 'unlisted';
  const token = useQuery(
    { ...trackLinkTokenOptions(track.id, viewerId, getSupabase()), enabled: owner },
    hifiQueryClient,
  );
  const replace = useMutation(
    {
      mutationFn: () => replaceTrackLinkMutation(track.id, getSupabase()),
      onSuccess: () => toast.success('New link made: the old one no longer opens the track'),
      onError: () => toast.error('Could not replace the link'),
      onSettled: () => hifiQueryClient.invalidateQueries({ queryKey: trackKeys.all }),
    },
    hifiQueryClient,
  );
  if (!owner || !token.data) return null;
  return (
    <SecretLinkField
      token={token.data}
      what="track"
      replacing={replace.isPending}
      onReplace={() => replace.mutate()}
    />
  );
}
