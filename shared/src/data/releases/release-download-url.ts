/**
 * Where "Download release" points: the release-download function, which streams the release as
 * one ZIP (supabase/functions/release-download). A plain link, so the browser saves it as it
 * arrives; a visitor needs no session for a public release. A subpath of @hifi/shared
 * (`@hifi/shared/release-download`) that only the release page carries.
 */
import type { SupabaseConfig } from '../../client/supabase-client.ts';

export function releaseDownloadUrl(releaseId: string, config: SupabaseConfig): string {
  return `${config.url.replace(/\/+$/, '')}/functions/v1/release-download/${releaseId}`;
}

/** A release may be downloaded whole when it is public and every track's owner allows downloads. */
export const releaseDownloadable = (release: {
  visibility: string;
  entries: readonly { track: { download_allowed: boolean } }[];
}) =>
  release.visibility === 'public' &&
  release.entries.length > 0 &&
  release.entries.every((e) => e.track.download_allowed);
