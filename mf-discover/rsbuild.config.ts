import { fileURLToPath } from 'node:url';
import { browserAliases, browserTargets } from '@hifi/shared/browser-aliases';
import { pluginBuildId } from '@hifi/shared/build-id-plugin';
import { pluginPrecompress } from '@hifi/shared/precompress-plugin';
import { onHostRuntime, remoteEnvironments } from '@hifi/shared/remote-environments';
import { pluginServerBundle } from '@hifi/shared/server-bundle-plugin';
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
// what the page's build reads, so the server renders what the remote does
const publicEnv = {
  'import.meta.env.PUBLIC_BUILD_LABEL': JSON.stringify(process.env.PUBLIC_BUILD_LABEL ?? ''),
  'import.meta.env.PUBLIC_FEATURED_USERNAME': JSON.stringify(process.env.PUBLIC_FEATURED_USERNAME ?? ''),
};

export default defineConfig({
  resolve: { alias: browserAliases },
  plugins: [
    pluginBuildId(),
    pluginReact(),
    pluginModuleFederation(onHostRuntime(mfConfig), { environment: 'remote' }),
    // Discover's first screen rendered by the first-view function (supabase/functions/first-view)
    pluginServerBundle([
      {
        entry: './src/first-view/discover-first-view.server.tsx',
        outfile: fileURLToPath(
          new URL('../supabase/functions/first-view/generated/discover-first-view.js', import.meta.url),
        ),
        kind: 'server',
        define: publicEnv,
      },
    ]),
    pluginPrecompress(),
  ],
  source: {
    define: { 'import.meta.env.PUBLIC_BUILD_LABEL': publicEnv['import.meta.env.PUBLIC_BUILD_LABEL'] },
  },
  // Dev servers answer the shell's dev server (another localhost port) only.
  server: {
    port: 3101,
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
  environments: remoteEnvironments('mf-discover'),
});
