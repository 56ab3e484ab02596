import { useMutation } from '@tanstack/react-query';
import { patchTrackEverywhere, removeTrackEverywhere } from '../cache/track-cache.ts';
import { commentKeys } from '../comments/comment-shape.ts';
import { libraryKeys } from '../library/library-keys.ts';
import { hifiQueryClient } from '../query-client.ts';
import { trackKeys } from '../tracks/track-shape.ts';
import { deleteTrackMutation } from './delete-track-mutation.ts';
import { type TrackEdit, updateTrackMutation } from './update-track-mutation.ts';

const refreshTrackViews = () =>
  Promise.all([
    hifiQueryClient.invalidateQueries({ queryKey: trackKeys.all }),
    hifiQueryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  ]);

/**
 * Saves an edit and shows it in every cached view of the track at once (then reads the lists
 * again, since a genre change moves the track in or out of filtered views). The caller tells the
 * player (usePlayerActions().trackUpdated), which keeps its own copy of the playing track.
 */
export function useUpdateTrack() {
  return useMutation(
    {
      mutationFn: ({ id, edit }: { id: string; edit: TrackEdit }) => updateTrackMutation(id, edit),
      onSuccess: (_data, { id, edit }) => {
        patchTrackEverywhere(hifiQueryClient, id, () => edit);
        return refreshTrackViews();
      },
    },
    hifiQueryClient,
  );
}

/** Deletes a track and takes it out of every cached list, its page and its comments. */
export function useDeleteTrack() {
  return useMutation(
    {
      mutationFn: ({ id, userId }: { id: string; userId: string }) => deleteTrackMutation(id, userId),
      onSuccess: (_data, { id }) => {
        removeTrackEverywhere(hifiQueryClient, id);
        hifiQueryClient.removeQueries({ queryKey: commentKeys.byTrack(id) });
        return refreshTrackViews();
      },
    },
    hifiQueryClient,
  );
}
