/**
 * What a member does to their releases: make one of their tracks (all of it or nothing), change
 * its details, put its tracks in a new order, delete it (its tracks stay, each a single track
 * again). A subpath of @hifi/shared (`@hifi/shared/release-mutations`) that only the Library and
 * the upload page carry; each call takes the page's client (a second copy of the client module
 * would be another, uninitialised client). The server's refusal is the error's message.
 */
import type { HifiClient } from '../../client/supabase-client.ts';
import type { LicenceId } from './licences.ts';
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

export type ReleaseDetails = Omit<NewRelease, 'trackIds' | 'discs' | 'coverPath'> & {
  catalogueNumber: string | null;
  description: string | null;
};

/**
 * Makes a release of the caller's tracks in one call (rpc/create_release); returns its id.
 * Refusals: 'A release needs a title', 'A track of this release is already on another release', …
 */
export async function createReleaseMutation(release: NewRelease, client: HifiClient) {
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

export async function updateReleaseMutation(id: string, details: ReleaseDetails, client: HifiClient) {
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
export async function reorderReleaseMutation(id: string, trackIds: string[], client: HifiClient) {
  const { error } = await client.rpc('reorder_release', { release: id, tracks: trackIds });
  if (error) throw new Error(error.message);
}

export async function deleteReleaseMutation(id: string, client: HifiClient) {
  const { error, count } = await client.from('releases').delete({ count: 'exact' }).eq('id', id);
  if (error) throw new Error(error.message);
  if (count === 0) throw new Error('This release is not yours to delete');
}
