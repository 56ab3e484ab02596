// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell,
// with data from the stack its /config.json names.
import 'tailwindcss/preflight.css';
import './styles.css';
import { mountStandalone } from '@hifi/shared/standalone';
import { FeedPage } from './features/feed/components/feed-page.tsx';
import { LibraryPage } from './features/library/components/library-page.tsx';
import { NotificationsPage } from './features/notifications/components/notifications-page.tsx';
import { PlaylistPage } from './features/playlists/components/playlist-page.tsx';
import { RecentPage } from './features/recent/components/recent-page.tsx';

void mountStandalone(
  'mf_library',
  {
    '/library': <LibraryPage />,
    '/recent': <RecentPage />,
    '/feed': <FeedPage />,
    '/notifications': <NotificationsPage />,
    '/playlist/:id': <PlaylistPage />,
    '/s/:token': <PlaylistPage />,
  },
  { home: '/library' },
);
