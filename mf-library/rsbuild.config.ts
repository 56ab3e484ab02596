import { browserAliases, browserTargets } from '@hifi/shared/browser-aliases';
import { pluginBuildId } from '@hifi/shared/build-id-plugin';
import { pluginPrecompress } from '@hifi/shared/precompress-plugin';
import { onHostRuntime, remoteEnvironments } from '@hifi/shared/remote-environments';
import { standaloneProxy } from '@hifi/shared/standalone-page';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import mfConfig from './module-federation.config.ts';

/**
 * A remote builds and serves on its own. assetPrefix 'auto' makes its chunks load from wherever
 * its mf-manifest.json was fetched, not from the host's origin. PUBLIC_BUILD_LABEL (optional) is
 * a visible build label, used to prove a republished remote shows without rebuilding the shell.
 */
export default defineConfig({
  resolve: { alias: browserAliases },
  plugins: [
    pluginBuildId(),
    pluginReact(),
    pluginModuleFederation(onHostRuntime(mfConfig), { environment: 'remote' }),
    pluginPrecompress(),
  ],
  source: {
    define: { 'import.meta.env.PUBLIC_BUILD_LABEL': JSON.stringify(process.env.PUBLIC_BUILD_LABEL ?? '') },
  },
  // Dev servers answer the shell's dev server (another localhost port) only.
  server: {
    port: 3103,
    strictPort: true,
    cors: { origin: /^http:\/\/localhost:\d+$/ },
    historyApiFallback: true,
    proxy: standaloneProxy,
  },
  dev: { assetPrefix: 'auto' },
  output: {
    overrideBrowserslist: browserTargets,
    assetPrefix: 'auto',
    distPath: { root: process.env.HIFI_DIST_DIR ?? 'dist' },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  environments: remoteEnvironments('mf-library'),
});
