/**
 * `?t=` of a shared link (/audio/{id}?t=30, /embed/audio/{id}?t=30): the second to start at.
 * Anything that is not a plain non-negative number of seconds is ignored (undefined), as is 0;
 * a start beyond the end is ignored by the player, which knows the duration.
 */
export function startSecondsFrom(params: URLSearchParams): number | undefined {
  const raw = params.get('t');
  if (raw === null || !/^\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The link that starts a track at `seconds` (whole seconds; 0 = from the start). */
export function trackLink(origin: string, trackId: string, seconds = 0): string {
  const whole = Math.floor(seconds);
  return `${origin}/audio/${trackId}${whole > 0 ? `?t=${whole}` : ''}`;
}

/** The embed code of a track or a whole release: the 600 x 150 player (docs/product.md#embed-player). */
export function embedCode(
  origin: string,
  id: string,
  title: string,
  kind: 'track' | 'release' = 'track',
): string {
  const safeTitle = title.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  const path = kind === 'release' ? 'release' : 'audio';
  return `<iframe src="${origin}/embed/${path}/${id}" width="600" height="150" frameborder="0" allow="autoplay" title="${safeTitle}"></iframe>`;
}
