import { PageHeader } from '@hifi/shared';

/** /upload: the resumable upload form arrives with the upload issue. */
export function UploadPage() {
  return (
    <div>
      <PageHeader title="Upload Audio" />
      <p className="text-sm text-slate-400">Lossless formats only: WAV, FLAC, M4A (ALAC)</p>
    </div>
  );
}
