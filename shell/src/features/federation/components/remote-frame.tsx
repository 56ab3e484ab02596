import type { ReactNode } from 'react';

/**
 * The element around a remote's page: its style scope (shared/mf/postcss-scope-utilities.mjs) and
 * provenance; display: contents keeps it out of the layout. `html`: the page rendered on a server
 * (the first view, shell/src/first-view).
 */
export function RemoteFrame({
  remote,
  build,
  children,
  html,
}: {
  remote: string;
  build?: string;
  children?: ReactNode;
  html?: string;
}) {
  return (
    <div
      data-remote={remote}
      data-build={build}
      style={{ display: 'contents' }}
      // the remote's own page rendered by React on the server (its text is escaped there)
      dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
    >
      {children}
    </div>
  );
}
