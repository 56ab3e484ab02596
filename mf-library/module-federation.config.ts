import { sharedSingletons } from '@hifi/shared/mf-shared';
import { publishedTypes } from '@hifi/shared/remote-types';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The remote contract (docs/architecture.md#packages): only these modules are reached from outside. */
export default createModuleFederationConfig({
  name: 'mf_library',
  exposes: {
    './LibraryPage': './src/exposes/library-page.tsx',
    './RecentPage': './src/exposes/recent-page.tsx',
    './FeedPage': './src/exposes/feed-page.tsx',
    './NotificationsPage': './src/exposes/notifications-page.tsx',
    './PlaylistPage': './src/exposes/playlist-page.tsx',
  },
  shared: sharedSingletons,
  shareStrategy: 'loaded-first',
  dts: publishedTypes,
});
