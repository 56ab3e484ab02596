import type { VerdictEvidence } from './verdict.ts';

type Picture = NonNullable<VerdictEvidence['picture']>;

const WIDTH = 240;
const HEIGHT = 96;
/** Depths drawn up to this; a codec's grid reaches far past it and is drawn to the top. */
const TOP = 12;
/** About where chance ends: the largest of a genuine file's places stays near 4. */
const CHANCE = 4;

/**
 * The lossy verdict's evidence as one small picture (docs/analysis.md#what-listeners-see): how far
 * the codec's own transform, aligned at each place of its frame grid, finds the coefficients
 * below the other alignments. Without the codec every place stays under the dashed line of
 * chance; a transcode shows one place standing far above the rest.
 */
export function EvidencePicture({ picture }: { picture: Picture }) {
  const { codec, period, offset, depths } = picture;
  const bar = WIDTH / depths.length;
  const at = Math.floor((offset / period) * depths.length);
  const y = (d: number) => HEIGHT - (Math.min(Math.max(d, 0), TOP) / TOP) * HEIGHT;
  const frame = codec === 'AAC' ? 'frame' : 'granule';
  const label = `${codec} ${frame} grid: the alignment at offset ${offset} of ${period} stands out from the others`;
  return (
    <figure className="space-y-1" data-testid="verdict-evidence">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="aspect-[5/2] w-full rounded-md border border-slate-800 bg-black"
      >
        {depths.map((d, i) => (
          <rect
            // The places are fixed positions on the grid: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per grid place, never reordered
            key={i}
            x={i * bar}
            y={y(d)}
            width={Math.max(bar - 0.3, 0.5)}
            height={HEIGHT - y(d)}
            className={i === at ? 'fill-amber-400' : 'fill-slate-500'}
          />
        ))}
        <line
          x1={0}
          x2={WIDTH}
          y1={y(CHANCE)}
          y2={y(CHANCE)}
          className="stroke-slate-300"
          strokeDasharray="3 3"
          strokeWidth={0.6}
        />
      </svg>
      <figcaption className="text-xs text-slate-400">
        {codec} {frame} grid, {period} alignments: offset {offset} stands out (dashed: chance).
      </figcaption>
    </figure>
  );
}
