/**
 * The owner's changes to a release after it is made: its details, its track order, and deleting
 * it (its tracks stay, each becoming a single track again). Each refreshes every view of releases
 * and of tracks, since a release's visibility and licence reach its tracks.
 */
import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import { trackKeys } from '../tracks/track-shape.ts';
import type { NewRelease } from './create-release-mutation.ts';
import { releaseKeys } from './release-keys.ts';

export type ReleaseDetails = Omit<NewRelease, 'trackIds' | 'discs' | 'coverPath'> & {
  catalogueNumber: string | null;
  description: string | null;
};

export async function updateReleaseMutation(
  id: string,
  details: ReleaseDetails,
  client: HifiClient = getSupabase(),
) {
  const { error, count } = await client
    .from('releases')
    .update(
      {
        title: details.title.trim(),
        kind: details.kind,
        release_date: details.releaseDate,
        licence: details.licence,
        visibility: details.visibility,
        catalogue_number: details.catalogueNumber?.trim() || null,
        description: details.description?.trim() || null,
      },
      { count: 'exact' },
    )
    .eq('id', id);
  if (error) throw new Error(error.code === '23514' ? 'A release needs a title' : error.message);
  if (count === 0) throw new Error('This release is not yours to change');
}

/** Puts the release's tracks in this order (all on one disc); the server checks it lists each once. */
export async function reorderReleaseMutation(
  id: string,
  trackIds: string[],
  client: HifiClient = getSupabase(),
) {
  const { error } = await client.rpc('reorder_release', { release: id, tracks: trackIds });
  if (error) throw new Error(error.message);
}

export async function deleteReleaseMutation(id: string, client: HifiClient = getSupabase()) {
  const { error, count } = await client.from('releases').delete({ count: 'exact' }).eq('id', id);
  if (error) throw new Error(error.message);
  if (count === 0) throw new Error('This release is not yours to delete');
}

const refresh = () =>
  Promise.all([
    hifiQueryClient.invalidateQueries({ queryKey: releaseKeys.all }),
    hifiQueryClient.invalidateQueries({ queryKey: trackKeys.all }),
  ]);

export const useUpdateRelease = () =>
  useMutation(
    {
      mutationFn: ({ id, details }: { id: string; details: ReleaseDetails }) =>
        updateReleaseMutation(id, details),
      onSettled: refresh,
    },
    hifiQueryClient,
  );

export const useReorderRelease = () =>
  useMutation(
    {
      mutationFn: ({ id, trackIds }: { id: string; trackIds: string[] }) =>
        reorderReleaseMutation(id, trackIds),
      onSettled: refresh,
    },
    hifiQueryClient,
  );

export const useDeleteRelease = () =>
  useMutation({ mutationFn: (id: string) => deleteReleaseMutation(id), onSettled: refresh }, hifiQueryClient);
