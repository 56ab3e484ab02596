import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './upload-dashboard.css';
import type { HifiUppy } from '@hifi/shared';
import Dashboard from '@uppy/react/dashboard';

export interface UploadDashboardProps {
  uppy: HifiUppy;
  height?: number;
}

/** One object for every render: a new one would make the Dashboard re-read its options. */
const LOCALE = { strings: { dropPasteFiles: 'Drop lossless audio files here or %{browseFiles}' } };

/**
 * Uppy's Dashboard inline: the drop zone and browse button, then a row per file with its
 * progress, pause/resume, retry and remove, and a status bar with speed, time left and
 * pause/resume for all. Its own upload button is hidden: the page's publishes the drafts.
 */
export function UploadDashboard({ uppy, height = 360 }: UploadDashboardProps) {
  return (
    <Dashboard
      uppy={uppy}
      theme="dark"
      width="100%"
      height={height}
      hideUploadButton
      singleFileFullScreen={false}
      showRemoveButtonAfterComplete
      disableThumbnailGenerator
      proudlyDisplayPoweredByUppy={false}
      doneButtonHandler={null}
      note="Lossless formats only: WAV, FLAC, M4A (ALAC)"
      locale={LOCALE}
    />
  );
}
