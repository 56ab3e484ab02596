/**
 * The shell's layout rendered on a server for a page's first view (supabase/functions/first-view):
 * the AppLayout the app renders (rail, header, main, footer) around the remote page's own
 * server-rendered HTML, in the remote's frame. Built into a plain ES module by the shell's build
 * (shared/mf/server-bundle-plugin.ts), which the function imports.
 *
 * The page is the same for everyone, so it is a visitor's: the boot script (./boot.ts) shows the
 * header's "Sign In" only once it finds no session in the page's storage.
 */
import { hifiStore, sessionAtom } from '@hifi/shared/store-internals';

export { APP_TAGS_ID, BOOT_SCRIPT, FIRST_VIEW_DATA_ID, FIRST_VIEW_ID } from '@hifi/shared/first-view-ids';

// the edge build: the browser one opens a MessageChannel as it loads, which would keep the local
// stack's Node process from exiting
import { renderToString } from 'react-dom/server.edge';
import { MemoryRouter } from 'react-router-dom';
import type { RenderShellChrome } from '../../../supabase/functions/first-view/contract.ts';
import { RemoteFrame } from '../features/federation/components/remote-frame.tsx';
import { AppLayout } from '../features/layout/components/app-layout.tsx';

// this bundle's own store, read by nothing but these renders
hifiStore.set(sessionAtom, { status: 'signed-out' });

export const renderShellChrome: RenderShellChrome = ({ pathname, railOpen, remote, content, idPrefix }) =>
  renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      {/* the desktop layout: below 768 px the shell's CSS hides the rail (styles.css) */}
      <AppLayout player={null} sidebar={{ open: railOpen, mobile: false }}>
        <RemoteFrame remote={remote} html={content} />
      </AppLayout>
    </MemoryRouter>,
    { identifierPrefix: idPrefix },
  );
