import { Download } from 'lucide-react';
import { audioPublicUrl } from '../../data/storage/audio-public-url.ts';
import type { Track } from '../../data/tracks/track-shape.ts';
import { Button } from '../../ui/button.tsx';

/** The original file, saved under the track's title with the file's own extension. */
export function downloadName(track: Pick<Track, 'title' | 'file_path'>): string {
  const ext = track.file_path.slice(track.file_path.lastIndexOf('.'));
  const safe = track.title.replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, ' ').trim() || 'track';
  return `${safe}${ext}`;
}

/** "Download original": the stored file itself, when its owner allows downloads. */
export function DownloadOriginal({ track }: { track: Pick<Track, 'title' | 'file_path'> }) {
  const name = downloadName(track);
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={`${audioPublicUrl(track.file_path)}?download=${encodeURIComponent(name)}`} download={name}>
        <Download aria-hidden className="size-4" />
        Download original
      </a>
    </Button>
  );
}
