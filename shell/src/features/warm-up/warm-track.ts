import {
  commentsOptions,
  hifiQueryClient,
  readTrackFirstViewData,
  trackAnalysisOptions,
  trackOptions,
} from '@hifi/shared';

/**
 * A track page with its first view in it (supabase/functions/first-view) brought the track, its
 * comments and its analysis along: they go into the page's query cache as just fetched, so
 * mf-discover's TrackPage draws the very screen the view showed without asking again (no
 * placeholder that resizes once an answer comes: the view's layout shift) and releases the view at
 * once. Any other page: nothing.
 */
export function warmTrack(location: Pick<Location, 'pathname'>, doc = document): boolean {
  const id = /^\/audio\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const seeded = id ? readTrackFirstViewData(doc) : undefined;
  if (!seeded || seeded.track.id !== decodeURIComponent(id ?? '')) return false;
  hifiQueryClient.setQueryData(trackOptions(seeded.track.id).queryKey, seeded.track);
  hifiQueryClient.setQueryData(commentsOptions(seeded.track.id).queryKey, seeded.comments);
  // null is an answer (no analysis yet); absent, the page asks for it itself
  if (seeded.analysis !== undefined)
    hifiQueryClient.setQueryData(trackAnalysisOptions(seeded.track.id).queryKey, seeded.analysis);
  return true;
}
