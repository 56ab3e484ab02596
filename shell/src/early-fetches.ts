/**
 * The two files the page cannot start without, asked for by the first chunk (index.ts) so they
 * arrive while the bootstrap chunk downloads instead of after it (issue 20: fewer serial steps
 * before the first card). bootstrap.tsx reads the same promises: this module is in the first
 * chunk, so both see one instance. Plain fetch only: nothing here may pull shared code forward.
 */
function early(path: string): { path: string; response: Promise<Response> } {
  const response = fetch(path, { cache: 'no-cache' });
  // A failure is reported when bootstrap reads it, not as an unhandled rejection before that.
  response.catch(() => {});
  return { path, response };
}

export const earlyConfig = early('/config.json');
export const earlyRegistry = early('/remotes.json');
