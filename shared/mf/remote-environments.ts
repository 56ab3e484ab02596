/**
 * A remote builds twice in one run (Rsbuild environments), into the same dist/:
 * - `remote`: what the shell loads (mf-manifest.json, the container, the exposes). It carries no
 *   Module Federation runtime of its own (experiments.externalRuntime): the shell provides the
 *   one runtime of the page, which took ~26 KB (Brotli) per remote off every page.
 * - `standalone`: index.html, the remote running alone (mountStandalone), a plain app with no
 *   federation at all, so it needs no runtime from a host. Its scripts and styles live under
 *   static/standalone/: the dev server names files without a hash and serves both environments
 *   from one place, so with the same folders the remote's index.js (which needs the shell's
 *   runtime) replaced the standalone one and `rsbuild dev` showed a crashed page.
 */
import { standaloneHtml } from './standalone-page.ts';

const entry = { index: './src/index.ts' };

/**
 * The global a build's chunks announce themselves on, one per build (the id from
 * build-id-plugin.ts): when a page moves to a remote's new build, its runtime must not take the
 * old build's chunks (same chunk ids, other code) as its own, and the old build, still running in
 * a mounted slot, keeps receiving its own (docs/architecture.md#remote-failure).
 */
const chunkGlobalPerBuild = (title: string) => (config: { output?: { chunkLoadingGlobal?: unknown } }) => {
  const build = (process.env.HIFI_BUILD_ID ?? 'local').replace(/\W/g, '_');
  config.output = { ...config.output, chunkLoadingGlobal: `chunk_${title.replace(/\W/g, '_')}_${build}` };
};

export const remoteEnvironments = (title: string) => ({
  remote: { source: { entry }, tools: { htmlPlugin: false, rspack: chunkGlobalPerBuild(title) } },
  standalone: {
    source: { entry },
    html: standaloneHtml(title),
    output: { distPath: { js: 'static/standalone/js', css: 'static/standalone/css' } },
  },
});

/**
 * The remote's federation config as the shell runs it: on the runtime the shell provides, and
 * without the runtime's manifest (snapshot) and Node code, since only the shell reads manifests
 * and the page runs in a browser. Its types (@mf-types.zip) are published with a release
 * (`pnpm release` sets HIFI_RELEASE_PATH) or when HIFI_PUBLISH_TYPES=1, and never with
 * HIFI_PUBLISH_TYPES=0: making them costs a remote build about 20 s, which the site's own
 * `pnpm build` (start, CI) has no use for, and `rsbuild dev` would start the dts plugin's type
 * server beside every remote's dev server.
 */
const publishesTypes =
  process.env.NODE_ENV === 'production' &&
  process.env.HIFI_PUBLISH_TYPES !== '0' &&
  (!!process.env.HIFI_RELEASE_PATH || process.env.HIFI_PUBLISH_TYPES === '1');

export const onHostRuntime = <T extends { dts?: unknown }>(config: T) => ({
  ...config,
  dts: publishesTypes ? config.dts : false,
  experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' as const } },
});
