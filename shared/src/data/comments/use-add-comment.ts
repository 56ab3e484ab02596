import { useMutation } from '@tanstack/react-query';
import { patchTrackEverywhere } from '../cache/track-cache.ts';
import { hifiQueryClient } from '../query-client.ts';
import { addCommentMutation } from './add-comment-mutation.ts';
import { commentKeys, type TrackComment } from './comment-shape.ts';

/** Posts a comment; it joins the top of the track's cached comments and every copy's count. */
export function useAddComment() {
  return useMutation(
    {
      mutationFn: (comment: {
        trackId: string;
        userId: string;
        content: string;
        atSeconds?: number | null;
      }) => addCommentMutation(comment),
      onSuccess: (comment, { trackId }) => {
        hifiQueryClient.setQueryData<TrackComment[]>(commentKeys.byTrack(trackId), (comments) => [
          comment,
          ...(comments ?? []),
        ]);
        patchTrackEverywhere(hifiQueryClient, trackId, (track) => ({
          comments_count: (track.comments_count ?? 0) + 1,
        }));
      },
    },
    hifiQueryClient,
  );
}
