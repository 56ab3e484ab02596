/**
 * How a card's audio facts read, defined once: the site re-exports these from @hifi/shared
 * (shared/src/features/tracks/format.ts) and the first-view function writes the same text.
 */

/** 187.4 → '3:07'; null/negative/NaN → '' (unknown). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const CODEC_NAMES: Record<string, string> = { flac: 'FLAC', pcm: 'WAV', wav: 'WAV', alac: 'ALAC' };

/** 'flac' → 'FLAC', 'pcm' → 'WAV'; any other codec in capitals. */
export function codecName(codec: string): string {
  return CODEC_NAMES[codec.toLowerCase()] ?? codec.toUpperCase();
}

/** The server's audio facts as one label: 'FLAC · 24-bit / 96 kHz'; '' when the server has none. */
export function technicalLabel(track: {
  codec: string | null;
  bit_depth: number | null;
  sample_rate: number | null;
}): string {
  if (!track.codec) return '';
  const codec = codecName(track.codec);
  const rate = track.sample_rate ? `${Number((track.sample_rate / 1000).toFixed(1))} kHz` : '';
  const depth = track.bit_depth ? `${track.bit_depth}-bit` : '';
  const detail = [depth, rate].filter(Boolean).join(' / ');
  return detail ? `${codec} · ${detail}` : codec;
}
