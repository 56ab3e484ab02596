/**
 * Talks to the background worker at /upload-worker.js (served by the shell): while an upload
 * runs and the tab is hidden the worker is told to keep alive, and told when the upload is done.
 * Browsers without service workers simply upload without it.
 */
export const WORKER_URL = '/upload-worker.js';

type WorkerMessage =
  | { type: 'PAGE_VISIBILITY_CHANGE'; hidden: boolean }
  | { type: 'KEEP_ALIVE' }
  | { type: 'UPLOAD_COMPLETE' };

async function post(message: WorkerMessage) {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL).catch(() => undefined);
  registration?.active?.postMessage(message);
}

export function registerUploadWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL).catch((error: unknown) => {
    console.warn('upload worker not registered; uploads still run while the tab is visible', error);
  });
}

/** Starts watching visibility for one upload; returns the function that reports completion. */
export function keepUploadAlive(): () => void {
  const onVisibility = () => {
    void post({ type: 'PAGE_VISIBILITY_CHANGE', hidden: document.hidden });
    if (document.hidden) void post({ type: 'KEEP_ALIVE' });
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (document.hidden) onVisibility();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    void post({ type: 'UPLOAD_COMPLETE' });
  };
}
