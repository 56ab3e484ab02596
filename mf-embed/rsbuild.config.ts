import { browserAliases, browserTargets, embedPageAliases } from '@hifi/shared/browser-aliases';
import { pluginBuildId } from '@hifi/shared/build-id-plugin';
import { pluginPrecompress } from '@hifi/shared/precompress-plugin';
import { PRODUCT_NAME } from '@hifi/shared/product';
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
    port: 3105,
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
  environments: {
    ...remoteEnvironments('mf-embed'),
    // The embed's own page, which the stack serves at /embed/audio/{id} (src/embed-page.tsx):
    // no federation, so its URLs are fixed where the stack publishes this remote: a release
    // (release/) builds it for its own immutable folder, /remotes/mf-embed/<build>/.
    embed: {
      source: { entry: { embed: './src/embed-page.tsx' } },
      resolve: { alias: embedPageAliases },
      output: { assetPrefix: process.env.HIFI_RELEASE_PATH ?? '/remotes/mf-embed/' },
      html: {
        title: `${PRODUCT_NAME} player`,
        meta: { description: `A lossless track played from ${PRODUCT_NAME}` },
        // The site's icon, which the stack serves beside this page; without a link the browser
        // asks for /favicon.ico, and its 404 is an error in the console of someone else's page.
        tags: [
          {
            tag: 'link',
            attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
            publicPath: false,
          },
        ],
      },
    },
  },
});
