import { Download } from 'lucide-react';
import type { TrackAnalysis } from '../../data/analysis/analysis-shape.ts';
import { audioPublicUrl } from '../../data/storage/audio-public-url.ts';
import type { Track } from '../../data/tracks/track-shape.ts';
import { Button } from '../../ui/button.tsx';
import { Sha256 } from '../analysis/sha256.tsx';

type DownloadableTrack = Pick<Track, 'title' | 'file_path' | 'original_filename'>;

/**
 * The name the download is saved under: the file's own name from the upload; for tracks uploaded
 * before that was recorded, the title with the stored file's extension.
 */
export function downloadName(track: DownloadableTrack): string {
  if (track.original_filename) return track.original_filename;
  const ext = track.file_path.slice(track.file_path.lastIndexOf('.'));
  const safe = track.title.replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, ' ').trim() || 'track';
  return `${safe}${ext}`;
}

export interface DownloadOriginalProps {
  track: DownloadableTrack;
  /** the track's analysis (its sha256 once done); null or undefined while there is none */
  analysis?: Pick<TrackAnalysis, 'status' | 'sha256'> | null;
}

/**
 * "Download original": the stored file itself, when its owner allows downloads, and beside it
 * the SHA-256 the analysis computed, so the listener can check what they saved.
 */
export function DownloadOriginal({ track, analysis }: DownloadOriginalProps) {
  const name = downloadName(track);
  return (
    <div data-testid="download-original" className="flex min-w-0 flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" asChild>
        <a href={`${audioPublicUrl(track.file_path)}?download=${encodeURIComponent(name)}`} download={name}>
          <Download aria-hidden className="size-4" />
          Download original
        </a>
      </Button>
      {analysis?.status === 'done' && analysis.sha256 ? (
        <Sha256 value={analysis.sha256} />
      ) : (
        <span className="text-sm text-slate-400">
          {analysis?.status === 'failed' ? 'No checksum: the analysis failed' : 'Checksum pending'}
        </span>
      )}
    </div>
  );
}
