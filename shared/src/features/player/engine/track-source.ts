/**
 * The URL a load puts on the element. Nothing serial in front of the element's request when it
 * can be helped (docs/architecture.md#the-path-of-a-play-click, step 4): a URL known without a
 * lookup comes back at once, so the click's own task puts it on the element; other prefetches stop
 * so the track has the connection; and a prefetch of this very track still on its way is waited for
 * (briefly), since the element's request would otherwise fetch the same bytes beside it instead of
 * from the cache.
 */
import { playableAudioUrl, playableAudioUrlNow } from '../../../data/storage/playable-audio-url.ts';
import { cancelPrefetchesBut, prefetchSettling } from '../../../data/storage/prefetch-audio.ts';
import type { PlayerTrack } from '../../../state/player/player-track.ts';

/** At most this long a load waits for its track's prefetch still on the way (then asks itself). */
export const PREFETCH_WAIT_MS = 1500;

export function trackSource(track: PlayerTrack): string | Promise<string> {
  cancelPrefetchesBut(track.filePath);
  const warming = prefetchSettling(track.filePath);
  const now = playableAudioUrlNow(track);
  if (now && !warming) return now;
  const waited = warming
    ? Promise.race([warming, new Promise<void>((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS))])
    : undefined;
  return Promise.all([playableAudioUrl(track), waited]).then(([url]) => url);
}
