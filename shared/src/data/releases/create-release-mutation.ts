import { useMutation } from '@tanstack/react-query';
import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import { hifiQueryClient } from '../query-client.ts';
import type { LicenceId } from './licences.ts';
import { releaseKeys } from './release-keys.ts';
import type { ReleaseKind, Visibility } from './release-shape.ts';

export interface NewRelease {
  title: string;
  kind: ReleaseKind;
  /** yyyy-mm-dd, or null */
  releaseDate: string | null;
  licence: LicenceId;
  visibility: Visibility;
  /** the member's own tracks, in release order */
  trackIds: string[];
  /** each track's disc number, in the order of trackIds (all on disc 1 when left out) */
  discs?: number[];
  /** one of the member's covers (uploadCoverMutation), or none */
  coverPath?: string | null;
}

/**
 * Makes a release of the caller's tracks in one call (rpc/create_release: all of it or nothing);
 * returns its id. The server's refusal ('A release needs a title', 'A track of this release is
 * already on another release', …) is the error's message.
 */
export async function createReleaseMutation(release: NewRelease, client: HifiClient = getSupabase()) {
  const { data, error } = await client
    .rpc('create_release', {
      title: release.title,
      kind: release.kind,
      release_date: release.releaseDate ?? undefined,
      licence: release.licence,
      visibility: release.visibility,
      tracks: release.trackIds,
      discs: release.discs,
      cover_path: release.coverPath ?? undefined,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

export function useCreateRelease() {
  return useMutation(
    {
      mutationFn: (release: NewRelease) => createReleaseMutation(release),
      onSettled: () => hifiQueryClient.invalidateQueries({ queryKey: releaseKeys.all }),
    },
    hifiQueryClient,
  );
}
