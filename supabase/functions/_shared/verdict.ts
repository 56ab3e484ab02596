/**
 * The analysis verdict in a listener's words, defined once: the site re-exports it from @hifi/shared
 * (shared/src/features/analysis/verdict.ts) and the first-view function writes the same mark.
 */

/** The analysis facts a verdict needs (shared's VerdictFacts: the track_analyses columns of VERDICT_SELECT). */
export interface VerdictFacts {
  status: string;
  error: string | null;
  bandwidth_hz: number | null;
  effective_bit_depth: number | null;
  upsampled_from_hz: number | null;
  lossy_source: boolean | null;
  lossy_source_guess: string | null;
}

/**
 * What the fake-lossless checks found (track_analyses.verdict_evidence, written by the worker):
 * the checks that ran, one sentence of what was found and where, and a codec grid's depths.
 */
export interface VerdictEvidence {
  checks: string[];
  found: string | null;
  picture: { codec: 'AAC' | 'MP3'; period: number; offset: number; depths: number[] } | null;
}

/** The evidence column's JSON as VerdictEvidence, or null when it is missing or not that shape. */
export function evidenceOf(json: unknown): VerdictEvidence | null {
  if (!json || typeof json !== 'object') return null;
  const e = json as Partial<VerdictEvidence>;
  if (!Array.isArray(e.checks) || !e.checks.every((c) => typeof c === 'string')) return null;
  const picture = e.picture;
  const drawable =
    picture &&
    typeof picture === 'object' &&
    (picture.codec === 'AAC' || picture.codec === 'MP3') &&
    typeof picture.period === 'number' &&
    typeof picture.offset === 'number' &&
    Array.isArray(picture.depths) &&
    picture.depths.every((d) => typeof d === 'number');
  return {
    checks: e.checks,
    found: typeof e.found === 'string' ? e.found : null,
    picture: drawable ? picture : null,
  };
}

/** What the analysis found, in the words a listener reads (docs/analysis.md#what-listeners-see). */
export type VerdictKind = 'queued' | 'running' | 'failed' | 'lossy' | 'upsampled' | 'padded' | 'lossless';

export interface Verdict {
  kind: VerdictKind;
  /** one or two words for the mark next to the format badge */
  label: string;
  /** the plain sentence: what was checked and what it showed */
  sentence: string;
}

/** What the container declares; the verdict says what was heard against it. */
export interface DeclaredFormat {
  sample_rate: number | null;
  bit_depth: number | null;
}

const LABELS: Record<VerdictKind, string> = {
  queued: 'Queued',
  running: 'Analysing',
  failed: 'Not analysed',
  lossy: 'Lossy source',
  upsampled: 'Upsampled',
  padded: 'Padded',
  lossless: 'Lossless',
};

/** 16400 → '16.4 kHz', 22050 → '22.1 kHz', 96000 → '96 kHz'. */
export function kHz(hz: number): string {
  return `${Number((hz / 1000).toFixed(1))} kHz`;
}

/** 'MP3 ~128 kbps' → 'an MP3 (~128 kbps)'; any other guess → 'a lossy source (guess)'. */
function lossySource(guess: string | null): string {
  const match = guess?.match(/^([A-Za-z0-9/]+) (~.+)$/);
  if (match) return `${/^[AEFHILMNORSX]/i.test(match[1] as string) ? 'an' : 'a'} ${match[1]} (${match[2]})`;
  return guess ? `a lossy source (${guess})` : 'a lossy source';
}

/**
 * The verdict of one analysis; null facts (no row yet) read as queued. With the evidence (the
 * track page has it, lists do not), a lossy verdict says what was found and where, and a clean
 * one which checks ran.
 */
export function verdictOf(
  facts: VerdictFacts | null,
  declared: DeclaredFormat,
  evidence: VerdictEvidence | null = null,
): Verdict {
  const make = (kind: VerdictKind, sentence: string): Verdict => ({ kind, label: LABELS[kind], sentence });
  if (!facts || facts.status === 'queued') return make('queued', 'Waiting to be analysed.');
  if (facts.status === 'running') return make('running', 'Being analysed now.');
  if (facts.status === 'failed')
    return make('failed', `The analysis failed: ${facts.error ?? 'no reason was given'}.`);

  const band = facts.bandwidth_hz;
  const nyquist = declared.sample_rate ? declared.sample_rate / 2 : null;
  if (facts.lossy_source) {
    // The codec whose marks were found; a guess without one came from a brick-wall cut-off alone.
    const family = facts.lossy_source_guess?.match(/^(AAC|MP3|Vorbis)\b/)?.[1] ?? null;
    const marks = family ? `it carries the marks of ${family} encoding` : null;
    const what =
      band && nyquist && band >= nyquist * 0.95
        ? `content up to ${kHz(band)}, but ${marks ?? 'it carries the marks of lossy encoding'}`
        : `no content above ${band ? kHz(band) : 'the encoder’s cut-off'}${marks ? `, and ${marks}` : ''}`;
    const found = evidence?.found ? ` ${evidence.found}` : '';
    return make('lossy', `Probably from ${lossySource(facts.lossy_source_guess)}: ${what}.${found}`);
  }
  if (facts.upsampled_from_hz)
    return make(
      'upsampled',
      `Upsampled from ${kHz(facts.upsampled_from_hz)}: no content above ${band ? kHz(band) : kHz(facts.upsampled_from_hz / 2)}, though stored at ${declared.sample_rate ? kHz(declared.sample_rate) : 'a higher rate'}.`,
    );
  const bits = facts.effective_bit_depth;
  if (bits && declared.bit_depth && bits < declared.bit_depth)
    return make(
      'padded',
      `Padded: ${bits} of ${declared.bit_depth} bits used, the rest are zeros; no lossy traces found.`,
    );
  const bandwidth =
    nyquist && band && band < nyquist * 0.9
      ? `content up to ${kHz(band)} with a natural roll-off`
      : nyquist
        ? `full ${Math.floor(nyquist / 1000)} kHz bandwidth`
        : 'full bandwidth';
  const used = bits ? `, ${bits} bits used` : ', digital silence';
  const checked = evidence?.checks.length ? ` Checked: ${evidence.checks.join(', ')}.` : '';
  return make('lossless', `No lossy traces found: ${bandwidth}${used}.${checked}`);
}
