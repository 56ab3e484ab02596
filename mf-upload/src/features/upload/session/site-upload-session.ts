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
import { UploadSession } from './upload-session.ts';

let session: UploadSession | null = null;

export function siteUploadSession(): UploadSession {
  if (session) return session;
  registerUploadWorker();
  const target = resumableUploadTarget();
  const created = new UploadSession(
    (onBeforeFileAdded) =>
      createUppy({
        endpoint: target.endpoint,
        async headers() {
          const { data } = await getSupabase().auth.getSession();
          return target.headers(data.session?.access_token ?? '');
        },
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
  let reported = '';
  created.uppy.store.subscribe(() => {
    const progress = created.progress();
    const key = JSON.stringify(progress);
    if (key === reported) return;
    reported = key;
    reportUploadProgress(progress);
  });
  window.addEventListener('beforeunload', (event) => {
    if (created.isUploading()) event.preventDefault();
  });
  session = created;
  return created;
}
