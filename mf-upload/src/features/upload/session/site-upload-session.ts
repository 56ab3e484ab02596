/**
 * The site's one upload session, made on first use. Its module is reached only from /upload, so
 * the Uppy code loads the first time a member opens that page and then stays for the visit:
 * the header's indicator follows it on every page, and leaving the site while bytes are on
 * their way asks to confirm.
 */
import {
  getSupabase,
  makeCoverSizes,
  reportUploadProgress,
  resumableUploadTarget,
  verifyUploadMutation,
} from '@hifi/shared';
import { registerUploadWorker } from '../keep-alive/upload-keep-alive.ts';
import { readTags } from '../tags/read-tags.ts';
import { createUppy } from '../uploader/create-uppy.ts';
import { pacedProgressReport } from './indicator-report.ts';
import { UploadSession } from './upload-session.ts';

let session: UploadSession | null = null;

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

export function siteUploadSession(): UploadSession {
  if (session) return session;
  registerUploadWorker();
  const target = resumableUploadTarget();
  const token = accessToken();
  const created = new UploadSession(
    (onBeforeFileAdded) =>
      createUppy({
        endpoint: target.endpoint,
        headers: async () => target.headers(await token()),
        onBeforeFileAdded,
      }),
    {
      readTags,
      makeCover: makeCoverSizes,
      async verify(objectName) {
        const verdict = await verifyUploadMutation(objectName);
        return verdict.ok ? null : verdict.message;
      },
    },
  );
  const report = pacedProgressReport(reportUploadProgress);
  created.uppy.store.subscribe(() => report(created.progress()));
  window.addEventListener('beforeunload', (event) => {
    if (created.isUploading()) event.preventDefault();
  });
  session = created;
  return created;
}
