import { sharedSingletons } from '@hifi/shared/mf-shared';
import { publishedTypes } from '@hifi/shared/remote-types';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The remote contract (docs/architecture.md#packages): only these modules are reached from outside. */
export default createModuleFederationConfig({
  name: 'mf_discover',
  exposes: {
    './DiscoverPage': './src/exposes/discover-page.tsx',
    './TrackPage': './src/exposes/track-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
    './ReleasePage': './src/exposes/release-page.tsx',
  },
  shared: sharedSingletons,
  shareStrategy: 'loaded-first',
  dts: publishedTypes,
});
