// Standalone mount: this remote served on its own (rsbuild dev/preview), without the shell,
// with data from the stack its /config.json names.
import 'tailwindcss/preflight.css';
import './styles.css';
import { mountStandalone } from '@hifi/shared/standalone';
import { DiscoverPage } from './features/discover/components/discover-page.tsx';
import { ProfilePage } from './features/profile/components/profile-page.tsx';
import { ReleasePage } from './features/release/components/release-page.tsx';
import { TrackPage } from './features/track/components/track-page.tsx';

void mountStandalone(
  'mf_discover',
  {
    '/discover': <DiscoverPage />,
    '/audio/:id': <TrackPage />,
    '/profile/:userId': <ProfilePage />,
    '/release/:id': <ReleasePage />,
  },
  { home: '/discover' },
);
