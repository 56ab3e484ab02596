import { Download } from 'lucide-react';
import type { TrackAnalysis } from '../../data/analysis/analysis-shape.ts';
import { licenceOf, licenceText } from '../../data/releases/licences.ts';
import { audioPublicUrl } from '../../data/storage/audio-public-url.ts';
import type { Track } from '../../data/tracks/track-shape.ts';
import { Button } from '../../ui/button.tsx';
import { Sha256 } from '../analysis/sha256.tsx';

type DownloadableTrack = Pick<Track, 'title' | 'file_path' | 'original_filename'> &
  Partial<Pick<Track, 'licence' | 'profiles'>>;

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
 * A Creative Commons track's licence, as a file saved beside the download (named after it):
 * the attribution the licence asks for travels with the file. Null for all rights reserved.
 */
export function licenceSidecar(track: DownloadableTrack): { name: string; href: string } | null {
  const licence = licenceOf(track.licence);
  if (!licence.creativeCommons) return null;
  const file = downloadName(track);
  const text = licenceText({ title: track.title, artist: track.profiles?.username ?? 'the artist', licence });
  return {
    name: `${file.slice(0, file.lastIndexOf('.'))}.LICENSE.txt`,
    href: `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`,
  };
}

/**
 * "Download original": the stored file itself, when its owner allows downloads, and beside it
 * the SHA-256 the analysis computed, so the listener can check what they saved, and for a
 * Creative Commons track its licence file.
 */
export function DownloadOriginal({ track, analysis }: DownloadOriginalProps) {
  const name = downloadName(track);
  const sidecar = licenceSidecar(track);
  return (
    <div data-testid="download-original" className="flex min-w-0 flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" asChild>
        <a href={`${audioPublicUrl(track.file_path)}?download=${encodeURIComponent(name)}`} download={name}>
          <Download aria-hidden className="size-4" />
          Download original
        </a>
      </Button>
      {sidecar && (
        <Button variant="ghost" size="sm" asChild>
          <a href={sidecar.href} download={sidecar.name}>
            Licence file
          </a>
        </Button>
      )}
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
