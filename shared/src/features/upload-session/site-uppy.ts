/**
 * The site's one Uppy, made on first use (load-upload-session.ts imports this module lazily, so
 * pages that never upload never load Uppy). It belongs to the page, not to the upload page: the
 * header's indicator follows it everywhere, leaving the site while bytes are on their way asks
 * to confirm, and mf-upload's Dashboard, drafts and publishing attach to it.
 */
import { getSupabase } from '../../client/supabase-client.ts';
import { resumableUploadTarget } from '../../data/uploads/resumable-upload-target.ts';
import { reportUploadProgress } from '../../state/upload-progress.ts';
import { batchProgress, isSending } from './batch-progress.ts';
import { createUppy, type HifiUppy } from './create-uppy.ts';
import { pacedProgressReport } from './indicator-report.ts';

/**
 * The member's access token for each tus request. Kept from the auth events, so a chunk's request
 * does not first queue on the auth client's lock (getSession), only when the token is near its
 * expiry or unknown.
 */
function accessToken(): () => Promise<string> {
  const auth = getSupabase().auth;
  let known: { token: string; expiresAt: number } | null = null;
  auth.onAuthStateChange((_event, current) => {
    known = current ? { token: current.access_token, expiresAt: (current.expires_at ?? 0) * 1000 } : null;
  });
  return async () => {
    if (known && known.expiresAt - Date.now() > 60_000) return known.token;
    const { data } = await auth.getSession();
    return data.session?.access_token ?? '';
  };
}

export function createSiteUppy(): HifiUppy {
  const target = resumableUploadTarget();
  const token = accessToken();
  const uppy = createUppy({ endpoint: target.endpoint, headers: async () => target.headers(await token()) });
  const report = pacedProgressReport(reportUploadProgress);
  uppy.store.subscribe(() => report(batchProgress(uppy.getFiles())));
  window.addEventListener('beforeunload', (event) => {
    if (isSending(uppy.getFiles())) event.preventDefault();
  });
  return uppy;
}
