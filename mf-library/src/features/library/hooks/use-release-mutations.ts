/**
 * The Library's release changes as mutations on the page's query cache: each refreshes every
 * view of releases and of tracks, since a release's visibility and licence reach its tracks.
 */
import {
  getSupabase,
  hifiQueryClient,
  type NewRelease,
  type ReleaseDetails,
  releaseKeys,
  trackKeys,
} from '@hifi/shared';
import {
  createReleaseMutation,
  deleteReleaseMutation,
  reorderReleaseMutation,
  updateReleaseMutation,
} from '@hifi/shared/release-mutations';
import { useMutation } from '@tanstack/react-query';

const refresh = () =>
  Promise.all([
    hifiQueryClient.invalidateQueries({ queryKey: releaseKeys.all }),
    hifiQueryClient.invalidateQueries({ queryKey: trackKeys.all }),
  ]);

export const useCreateRelease = () =>
  useMutation(
    {
      mutationFn: (release: NewRelease) => createReleaseMutation(release, getSupabase()),
      onSettled: refresh,
    },
    hifiQueryClient,
  );

export const useUpdateRelease = () =>
  useMutation(
    {
      mutationFn: ({ id, details }: { id: string; details: ReleaseDetails }) =>
        updateReleaseMutation(id, details, getSupabase()),
      onSettled: refresh,
    },
    hifiQueryClient,
  );

export const useReorderRelease = () =>
  useMutation(
    {
      mutationFn: ({ id, trackIds }: { id: string; trackIds: string[] }) =>
        reorderReleaseMutation(id, trackIds, getSupabase()),
      onSettled: refresh,
    },
    hifiQueryClient,
  );

export const useDeleteRelease = () =>
  useMutation(
    { mutationFn: (id: string) => deleteReleaseMutation(id, getSupabase()), onSettled: refresh },
    hifiQueryClient,
  );
