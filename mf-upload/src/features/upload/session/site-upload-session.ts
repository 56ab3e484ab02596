/**
 * The upload page's session over the site's Uppy: @hifi/shared owns the Uppy (the shell's
 * lifetime: the header's indicator, the leave-site confirmation), this module the drafts, the
 * screening and publishing attached to it, once per visit.
 */
import { loadUploadSession, makeCoverSizes, verifyUploadMutation } from '@hifi/shared';
import { registerUploadWorker } from '../keep-alive/upload-keep-alive.ts';
import { readTags } from '../tags/read-tags.ts';
import { UploadSession } from './upload-session.ts';

let session: Promise<UploadSession> | null = null;

export function siteUploadSession(): Promise<UploadSession> {
  session ??= loadUploadSession().then(
    (uppy) => {
      registerUploadWorker();
      return new UploadSession(uppy, {
        readTags,
        makeCover: makeCoverSizes,
        async verify(objectName) {
          const verdict = await verifyUploadMutation(objectName);
          return verdict.ok ? null : verdict.message;
        },
      });
    },
    (error: unknown) => {
      session = null;
      throw error;
    },
  );
  return session;
}
