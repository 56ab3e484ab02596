import { getSupabase, type HifiClient } from '../../client/supabase-client.ts';
import {
  type DiscoveryPage,
  type DiscoveryParams,
  discoveryRequest,
  nextCursor,
} from './discovery-request.ts';
import type { Track } from './track-shape.ts';

export {
  DISCOVERY_FORMATS,
  DISCOVERY_PAGE_SIZE,
  DISCOVERY_SORTS,
  type DiscoveryCursor,
  type DiscoveryFormat,
  type DiscoveryPage,
  type DiscoveryParams,
  type DiscoveryQuality,
  type DiscoverySort,
  type DiscoveryView,
} from './discovery-request.ts';

/** One page of discovery for the site (the request itself is in discovery-request.ts). */
export async function discoveryQuery(
  params: DiscoveryParams,
  client: HifiClient = getSupabase(),
): Promise<DiscoveryPage> {
  const { data, error } = await discoveryRequest(params, client);
  if (error) throw error;
  const tracks: Track[] = data;
  return { tracks, next: nextCursor(params.sort, tracks) };
}
