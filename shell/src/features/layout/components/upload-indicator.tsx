import { Progress, useUploadProgress } from '@hifi/shared';
import { Link } from 'react-router-dom';

/** Uploads keep running on every page: the header says how far they are and leads back to them. */
export function UploadIndicator() {
  const progress = useUploadProgress();
  if (!progress) return null;
  const files = progress.files === 1 ? '1 file' : `${progress.files} files`;
  const label = `${progress.paused ? 'Paused' : 'Uploading'} ${files}, ${progress.percent}%`;
  return (
    <Link
      to="/upload"
      aria-label={`${label}. Open uploads`}
      className="ml-auto flex items-center gap-2 rounded-md px-2 py-1 text-xs text-slate-300 hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      <span aria-hidden>{label}</span>
      <Progress value={progress.percent} aria-label="Upload progress" className="w-24" />
    </Link>
  );
}
