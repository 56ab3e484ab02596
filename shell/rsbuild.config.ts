import { fileURLToPath } from 'node:url';
import { browserAliases, browserTargets } from '@hifi/shared/browser-aliases';
import { pluginBuildId } from '@hifi/shared/build-id-plugin';
import { pluginPrecompress } from '@hifi/shared/precompress-plugin';
import { PRODUCT_NAME } from '@hifi/shared/product';
import { pluginServerBundle } from '@hifi/shared/server-bundle-plugin';
import { pluginSharedVersions } from '@hifi/shared/shared-versions-plugin';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import mfConfig from './module-federation.config.ts';
import { pluginPreloadBootstrap } from './preload-bootstrap-plugin.ts';
import { pluginWorkerFile } from './worker-file/worker-file-plugin.ts';

// In `pnpm dev` the stack (API, /config.json, /remotes.json) listens here; the shell's dev server
// proxies to it so the page still talks to one origin.
const stackUrl = process.env.HIFI_STACK_URL ?? 'http://localhost:3001';
const proxied = ['/rest', '/auth', '/storage', '/functions', '/oembed', '/config.json', '/remotes.json'];

const firstViewModule = (name: string) =>
  fileURLToPath(new URL(`../supabase/functions/first-view/generated/${name}`, import.meta.url));

export default defineConfig({
  resolve: { alias: browserAliases },
  plugins: [
    pluginBuildId(),
    pluginReact(),
    pluginModuleFederation(mfConfig),
    pluginPreloadBootstrap(),
    pluginWorkerFile(),
    // the first view (supabase/functions/first-view): its boot script, and the layout rendered on the server
    pluginServerBundle([
      { entry: './src/first-view/boot.ts', outfile: 'first-view-boot.js', kind: 'page-script' },
      {
        entry: './src/first-view/shell-chrome.server.tsx',
        outfile: firstViewModule('shell-chrome.js'),
        kind: 'server',
      },
    ]),
    pluginPrecompress(),
    pluginSharedVersions(),
  ],
  source: { entry: { index: './src/index.ts' } },
  server: {
    port: Number(process.env.SHELL_DEV_PORT ?? 3000),
    strictPort: true,
    historyApiFallback: true,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: stackUrl, changeOrigin: true, ws: true }]),
    ),
  },
  output: {
    overrideBrowserslist: browserTargets,
    assetPrefix: '/',
    distPath: { root: process.env.HIFI_DIST_DIR ?? 'dist' },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  html: {
    title: PRODUCT_NAME,
    favicon: './src/favicon.svg',
    // A track page's own description replaces it (supabase/functions/_shared/link-preview.ts).
    meta: {
      description: `Lossless audio shared by a community of listeners: discover, play and upload on ${PRODUCT_NAME}`,
    },
  },
});
