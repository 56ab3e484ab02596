import { sharedSingletons } from '@hifi/shared/mf-shared';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

/**
 * The host. No remote is listed here on purpose: remotes come from the runtime registry
 * (/remotes.json) at start, so a remote is redeployed without rebuilding the shell.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedSingletons,
  // Startup never waits on a remote for a shared dependency.
  shareStrategy: 'loaded-first',
  runtimePlugins: [
    './src/features/federation/retry-plugin.ts',
    './src/features/federation/fallback-plugin.ts',
  ],
  dts: false,
  // The page's one federation runtime: remotes are built without their own (shared/mf/remote-environments.ts).
  // target 'web' drops the runtime's Node code from the browser bundle.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
});
