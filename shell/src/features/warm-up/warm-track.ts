import { commentsOptions, hifiQueryClient, readTrackFirstViewData, trackOptions } from '@hifi/shared';

/**
 * A track page with its first view in it (supabase/functions/first-view) brought the track and its
 * comments along: they go into the page's query cache as just fetched, so mf-discover's TrackPage
 * draws them without asking again and releases the view at once. Any other page: nothing.
 */
export function warmTrack(location: Pick<Location, 'pathname'>, doc = document): boolean {
  const id = /^\/audio\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const seeded = id ? readTrackFirstViewData(doc) : undefined;
  if (!seeded || seeded.track.id !== decodeURIComponent(id ?? '')) return false;
  hifiQueryClient.setQueryData(trackOptions(seeded.track.id).queryKey, seeded.track);
  hifiQueryClient.setQueryData(commentsOptions(seeded.track.id).queryKey, seeded.comments);
  return true;
}
