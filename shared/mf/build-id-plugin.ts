/**
 * Stamps every build of an app with one build id (docs/architecture.md#releasing-a-remote):
 * - the Module Federation manifest's `metaData.buildInfo.buildVersion` (the manifest plugin takes
 *   it from MF_BUILD_VERSION, read when the manifest is written);
 * - a `/*! hifi-build: <id> *\/` banner at the top of every emitted JS file, so a file found on
 *   disk or in a browser's cache names the build it came from;
 * - `import.meta.env.PUBLIC_BUILD_ID` in the code.
 * `pnpm release` passes the id (HIFI_BUILD_ID, e.g. 20261128T041500Z-3f9a1c); a plain build gets
 * `local-<time>`, so no build goes out without one.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/** A UTC time as the sortable stamp build ids start with: 20261128T041500Z. */
export const timeStamp = (at = new Date()) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export function currentBuildId(env: NodeJS.ProcessEnv = process.env): string {
  return env.HIFI_BUILD_ID || `local-${timeStamp()}`;
}

export const pluginBuildId = (id = currentBuildId()): RsbuildPlugin => {
  // Set while the config is evaluated: the manifest plugin reads it as it writes mf-manifest.json.
  process.env.MF_BUILD_VERSION = id;
  // and kept, so whatever else in this build asks for the id gets the same one
  process.env.HIFI_BUILD_ID = id;
  return {
    name: 'hifi:build-id',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          source: { define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(id) } },
        }),
      );
      api.modifyBundlerChain((chain, { bundler }) => {
        chain.plugin('hifi-build-id-banner').use(bundler.BannerPlugin, [
          // after minification, which would otherwise decide whether the comment stays
          { banner: `/*! hifi-build: ${id} */`, raw: true, test: /\.m?js$/, stage: 1000 },
        ]);
      });
    },
  };
};
