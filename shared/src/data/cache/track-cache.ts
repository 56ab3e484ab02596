import type { QueryClient } from '@tanstack/react-query';
import type { Track } from '../tracks/track-shape.ts';

/**
 * Every cached view of a track, whatever its key: the featured track, each discovery page, the
 * track page, profile and library lists, recent plays. A track row is recognised by its id and
 * file_path, so a new list only has to hold track rows to be kept in step.
 */

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isTrackRow = (value: Plain, id: string) => value.id === id && 'file_path' in value && 'title' in value;

/** Structural sharing: what does not hold the track keeps its identity, so it does not re-render. */
function mapDeep(value: unknown, id: string, onTrack: (row: Plain) => Plain | null): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out: unknown[] = [];
    for (const item of value) {
      const next = isPlain(item) && isTrackRow(item, id) ? onTrack(item) : mapDeep(item, id, onTrack);
      if (next !== item) changed = true;
      if (next !== null) out.push(next);
    }
    return changed ? out : value;
  }
  if (!isPlain(value)) return value;
  if (isTrackRow(value, id)) return onTrack(value);
  let changed = false;
  const out: Plain = {};
  for (const [key, item] of Object.entries(value)) {
    const next = mapDeep(item, id, onTrack);
    if (next !== item) changed = true;
    out[key] = next;
  }
  return changed ? out : value;
}

/** Applies `patch` to every cached copy of the track; only fields a copy already holds are set. */
export function patchTrackEverywhere(
  client: QueryClient,
  id: string,
  patch: (track: Partial<Track>) => Partial<Track>,
): void {
  client.setQueriesData({ queryKey: [] }, (data: unknown) =>
    mapDeep(data, id, (row) => {
      const changes: Plain = { ...patch(row as Partial<Track>) };
      const out: Plain = { ...row };
      for (const [key, v] of Object.entries(changes)) if (key in row) out[key] = v;
      return out;
    }),
  );
}

/** Takes a deleted track out of every cached list; a cached single read of it becomes null. */
export function removeTrackEverywhere(client: QueryClient, id: string): void {
  client.setQueriesData({ queryKey: [] }, (data: unknown) =>
    isPlain(data) && isTrackRow(data, id) ? null : mapDeep(data, id, () => null),
  );
}
