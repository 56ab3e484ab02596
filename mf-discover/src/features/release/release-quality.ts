import { codecName, kHz, type ReleaseEntry, verdictOf } from '@hifi/shared';

const format = (depth: number | null, rate: number | null) =>
  [depth ? `${depth}-bit` : '', rate ? kHz(rate) : ''].filter(Boolean).join('/');

/**
 * What a release is worth, in one line: '12 of 12 verified lossless · FLAC 24-bit/96 kHz'. The
 * count is of tracks whose analysis found them lossless; the format is the files' own (their
 * codecs, and the highest resolution with 'up to' when they differ).
 */
export function releaseQuality(entries: readonly ReleaseEntry[]): string {
  if (entries.length === 0) return 'No tracks yet';
  const verified = entries.filter(
    ({ track }) => verdictOf(track.track_analyses, track).kind === 'lossless',
  ).length;
  const codecs = [
    ...new Set(entries.flatMap(({ track }) => (track.codec ? [codecName(track.codec)] : []))),
  ].join(' and ');
  const depths = new Set(entries.map(({ track }) => track.bit_depth));
  const rates = new Set(entries.map(({ track }) => track.sample_rate));
  const top = format(
    Math.max(0, ...entries.map(({ track }) => track.bit_depth ?? 0)) || null,
    Math.max(0, ...entries.map(({ track }) => track.sample_rate ?? 0)) || null,
  );
  const mixed = depths.size > 1 || rates.size > 1;
  const what = [codecs, top && (mixed ? `up to ${top}` : top)].filter(Boolean).join(mixed ? ', ' : ' ');
  return `${verified} of ${entries.length} verified lossless${what ? ` · ${what}` : ''}`;
}
