import { sharedSingletons } from '@hifi/shared/mf-shared';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/** The remote contract (docs/architecture.md#packages): only these modules are reached from outside. */
export default createModuleFederationConfig({
  name: 'mf_discover',
  exposes: {
    './DiscoverPage': './src/exposes/discover-page.tsx',
    './TrackPage': './src/exposes/track-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
  },
  shared: sharedSingletons,
  shareStrategy: 'loaded-first',
  // Types are shared through the workspace, not through MF's type download.
  dts: false,
});
