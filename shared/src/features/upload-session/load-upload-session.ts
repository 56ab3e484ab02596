/**
 * The site's upload session (docs/architecture.md#the-path-of-an-upload): one Uppy for the whole visit, owned
 * by the page and reached by the shell and every remote through @hifi/shared. Its code (Uppy,
 * tus) is a chunk of its own, fetched the first time a page asks for the session, so the shell
 * and /discover never load it up front.
 */
import type { HifiUppy } from './create-uppy.ts';

let session: Promise<HifiUppy> | null = null;

/** The site's Uppy, created on the first call; every later call gets the same one. */
export function loadUploadSession(): Promise<HifiUppy> {
  session ??= import('./site-uppy.ts').then(
    ({ createSiteUppy }) => createSiteUppy(),
    (error: unknown) => {
      // A chunk that did not arrive is fetched again on the next call.
      session = null;
      throw error;
    },
  );
  return session;
}
