/**
 * An unlisted track's secret link: the track through it (rpc/track_by_link: whoever holds the
 * token reads it, never a private one or one not yet published), the owner's token, and a new
 * one. A subpath of @hifi/shared (`@hifi/shared/track-links`) that only the track page carries;
 * each call takes the page's client.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HifiClient } from '../../client/supabase-client.ts';
import { TRACK_SELECT, type Track, trackKeys } from './track-shape.ts';

export async function trackByLinkQuery(link: string, client: HifiClient): Promise<Track | null> {
  const { data, error } = await client.rpc('track_by_link', { link }).select(TRACK_SELECT).maybeSingle();
  if (error) throw error;
  return data as Track | null;
}

/** The owner's secret link token of their track; null for everyone else (RLS). */
export async function trackLinkTokenQuery(trackId: string, client: HifiClient) {
  const { data, error } = await client
    .from('track_links')
    .select('token')
    .eq('audio_file_id', trackId)
    .maybeSingle();
  if (error) throw error;
  return data?.token ?? null;
}

/** A new secret link for the owner's track; the old one then opens nothing. Returns the token. */
export async function replaceTrackLinkMutation(trackId: string, client: HifiClient) {
  const { data, error } = await client.rpc('replace_track_link', { track: trackId });
  if (error) throw error;
  return data;
}

export const trackByLinkOptions = (link: string, client: HifiClient) =>
  queryOptions({ queryKey: [...trackKeys.all, 'link', link], queryFn: () => trackByLinkQuery(link, client) });

export const trackLinkTokenOptions = (trackId: string, viewerId: string | null, client: HifiClient) =>
  queryOptions({
    queryKey: [...trackKeys.all, 'link-token', trackId, viewerId],
    queryFn: () => trackLinkTokenQuery(trackId, client),
  });
