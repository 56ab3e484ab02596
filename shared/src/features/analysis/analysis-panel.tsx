import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TrackAnalysis } from '../../data/analysis/analysis-shape.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { EvidencePicture } from './evidence-picture.tsx';
import { formatGain, formatLufs, formatRange, formatTruePeak } from './loudness.ts';
import { Sha256 } from './sha256.tsx';
import { type DeclaredFormat, evidenceOf, kHz, verdictOf } from './verdict.ts';
import { VerdictMark } from './verdict-mark.tsx';

export interface AnalysisPanelProps {
  /** the track's title, for the spectrogram's alt text */
  title: string;
  /** null: the track has no analysis row (yet) */
  analysis: TrackAnalysis | null;
  declared: DeclaredFormat;
  /** the spectrogram PNG's URL, when there is one */
  spectrogramUrl: string | null;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
}

/**
 * What the analysis of one track found (docs/analysis.md#what-listeners-see): the verdict in plain
 * words, the spectrogram (click to enlarge), loudness, the bits used and the checksums; or where
 * the analysis is (queued, running, failed and why).
 */
export function AnalysisPanel({
  title,
  analysis,
  declared,
  spectrogramUrl,
  loading,
  error,
  onRetry,
}: AnalysisPanelProps) {
  return (
    <section aria-labelledby="analysis-heading" className="space-y-4 rounded-lg border border-slate-800 p-4">
      <h2 id="analysis-heading" className="text-lg font-semibold text-slate-100">
        Analysis
      </h2>
      {loading ? (
        <div className="space-y-2" data-testid="analysis-loading">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : error ? (
        <div role="alert" className="space-y-2 text-sm text-slate-300">
          <p>Could not load the analysis.</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <AnalysisFacts
          title={title}
          analysis={analysis}
          declared={declared}
          spectrogramUrl={spectrogramUrl}
        />
      )}
    </section>
  );
}

function AnalysisFacts({
  title,
  analysis,
  declared,
  spectrogramUrl,
}: Pick<AnalysisPanelProps, 'title' | 'analysis' | 'declared' | 'spectrogramUrl'>) {
  const done = analysis?.status === 'done';
  const evidence = done ? evidenceOf(analysis?.verdict_evidence) : null;
  const verdict = verdictOf(analysis, declared, evidence);
  const picture = analysis?.lossy_source ? evidence?.picture : null;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-slate-200" data-testid="analysis-verdict">
        <VerdictMark analysis={analysis} declared={declared} />
        <span>{verdict.sentence}</span>
      </p>
      {done && analysis && (
        <>
          {picture ? (
            // The evidence beside the spectrogram; stacked on a phone.
            <div className="grid gap-3 sm:grid-cols-[1fr_15rem] sm:items-start">
              {spectrogramUrl ? <Spectrogram title={title} url={spectrogramUrl} /> : <div />}
              <EvidencePicture picture={picture} />
            </div>
          ) : (
            spectrogramUrl && <Spectrogram title={title} url={spectrogramUrl} />
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <Fact term="Loudness">
              {analysis.integrated_lufs == null ? 'Silence' : formatLufs(analysis.integrated_lufs)}
            </Fact>
            <Fact term="True peak">
              {analysis.true_peak_dbtp == null ? '—' : formatTruePeak(analysis.true_peak_dbtp)}
            </Fact>
            <Fact term="Loudness range">
              {analysis.loudness_range_lu == null ? '—' : formatRange(analysis.loudness_range_lu)}
            </Fact>
            <Fact term="ReplayGain">
              {analysis.replaygain_track_gain_db == null
                ? '—'
                : formatGain(analysis.replaygain_track_gain_db)}
            </Fact>
            <Fact term="Bits used">
              {analysis.effective_bit_depth == null
                ? '—'
                : `${analysis.effective_bit_depth}${declared.bit_depth ? ` of ${declared.bit_depth}` : ''}`}
            </Fact>
            <Fact term="Bandwidth">{analysis.bandwidth_hz == null ? '—' : kHz(analysis.bandwidth_hz)}</Fact>
            {analysis.flac_md5_ok != null && (
              <Fact term="FLAC checksum">
                {analysis.flac_md5_ok ? 'Matches the audio' : 'Does not match: the file is damaged'}
              </Fact>
            )}
          </dl>
          {analysis.sha256 && <Sha256 value={analysis.sha256} />}
        </>
      )}
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-400">{term}</dt>
      <dd className="tabular-nums text-slate-100">{children}</dd>
    </>
  );
}

function Spectrogram({ title, url }: { title: string; url: string }) {
  const alt = `Spectrogram of ${title}`;
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="block w-full overflow-hidden rounded-md border border-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500"
        aria-label={`Enlarge the spectrogram of ${title}`}
      >
        <img
          src={url}
          alt={alt}
          width={800}
          height={300}
          className="aspect-[8/3] w-full bg-black object-fill"
        />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/80" />
        <Dialog.Content className="fixed inset-4 z-50 flex flex-col gap-2 rounded-lg bg-slate-950 p-4 outline-none">
          <Dialog.Title className="text-sm font-medium text-slate-200">{alt}</Dialog.Title>
          <Dialog.Description className="sr-only">
            Time runs left to right, frequency bottom to top.
          </Dialog.Description>
          <img src={url} alt={alt} className="min-h-0 flex-1 object-contain" />
          <Dialog.Close
            className="absolute top-3 right-3 rounded-md p-1 text-slate-400 hover:text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
