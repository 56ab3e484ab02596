/**
 * Builds one module of an app as a single plain ES module beside its browser build (esbuild), for
 * code that runs outside the page's bundler:
 *   - a server entry the first-view function imports (supabase/functions/first-view/generated/):
 *     the app's own components rendered to HTML on Deno or Node, so the function copies no markup;
 *   - a small classic script the page loads by a fixed name (the shell's first-view boot script).
 * Both are written by `rsbuild build` (and once when the dev server starts), so `pnpm build`
 * makes them and nothing is kept in step by hand.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type BuildOptions, build } from 'esbuild';
import { browserAliases } from './browser-aliases.ts';
import { currentBuildId } from './build-id-plugin.ts';

export interface ServerBundle {
  /** the module to build, from the app's root */
  entry: string;
  /** where it goes: absolute, or under the app's dist folder */
  outfile: string;
  /**
   * 'server': an ES module for a server (React renders to strings there; browser builds of the
   * packages, which need no Node built-ins, so it runs on Deno as on Node).
   * 'page-script': a classic script for the browser (an IIFE), minified.
   */
  kind: 'server' | 'page-script';
  /** build-time constants, as the app's own build defines them */
  define?: Record<string, string>;
}

// `?worker` imports (the shell's wave) construct their worker in effects, which never run on a server.
const workerStub: NonNullable<BuildOptions['plugins']>[number] = {
  name: 'hifi:worker-stub',
  setup(bundler) {
    bundler.onResolve({ filter: /\?worker$/ }, (args) => ({ path: args.path, namespace: 'worker-stub' }));
    bundler.onLoad({ filter: /.*/, namespace: 'worker-stub' }, () => ({
      contents: 'export default class {}',
      loader: 'js',
    }));
  },
};

/**
 * A module with a `.server` twin beside it (`on-demand.ts` and `on-demand.server.ts`) is its twin in a
 * server bundle: what the browser fetches on demand a synchronous render must have at once.
 */
const serverTwins: NonNullable<BuildOptions['plugins']>[number] = {
  name: 'hifi:server-twins',
  setup(bundler) {
    bundler.onResolve({ filter: /^\.\.?\/.*\.tsx?$/ }, (args) => {
      if (args.kind !== 'import-statement' || /\.server\.tsx?$/.test(args.path)) return undefined;
      const twin = resolve(args.resolveDir, args.path).replace(/(\.tsx?)$/, '.server$1');
      return existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

/** rsbuild's aliases end in `$` (exact match); esbuild's are exact already. */
const exactAliases = Object.fromEntries(
  Object.entries(browserAliases).map(([name, path]) => [name.replace(/\$$/, ''), path]),
);

export async function buildBundle(root: string, distPath: string, bundle: ServerBundle): Promise<void> {
  const outfile = isAbsolute(bundle.outfile) ? bundle.outfile : join(distPath, bundle.outfile);
  await mkdir(dirname(outfile), { recursive: true });
  const server = bundle.kind === 'server';
  await build({
    absWorkingDir: root,
    entryPoints: [bundle.entry],
    outfile,
    bundle: true,
    platform: 'browser',
    format: server ? 'esm' : 'iife',
    target: server ? 'es2022' : ['chrome118', 'edge118', 'firefox128', 'safari17.4'],
    minify: true,
    legalComments: 'none',
    // the build's id, as on every JS file the app's own build emits (build-id-plugin.ts)
    banner: { js: `/*! hifi-build: ${currentBuildId()} */` },
    jsx: 'automatic',
    // stylesheets are the page's business (the function links the built ones)
    loader: { '.css': 'empty' },
    alias: exactAliases,
    plugins: server ? [workerStub, serverTwins] : [workerStub],
    define: { 'process.env.NODE_ENV': '"production"', ...bundle.define },
    logLevel: 'warning',
  });
}

export const pluginServerBundle = (bundles: ServerBundle[]): RsbuildPlugin => ({
  name: 'hifi:server-bundle',
  setup(api) {
    const root = api.context.rootPath;
    // the dev server serves from memory: a page script is built into a folder it serves as public
    const devDir = join(root, 'node_modules/.cache/hifi-page-scripts');
    if (bundles.some((bundle) => bundle.kind === 'page-script'))
      api.modifyRsbuildConfig((config) => {
        const current = config.server?.publicDir;
        const dirs = current === undefined ? [{ name: 'public' }] : current === false ? [] : current;
        config.server = {
          ...config.server,
          publicDir: [...(Array.isArray(dirs) ? dirs : [dirs]), { name: devDir, copyOnBuild: false }],
        };
      });
    // before the precompress plugin's own onAfterBuild (registered after this one): a page script gets its .br too
    api.onAfterBuild(async () => {
      if (api.context.action === 'build')
        await Promise.all(bundles.map((bundle) => buildBundle(root, api.context.distPath, bundle)));
    });
    api.onBeforeStartDevServer(async () => {
      await Promise.all(
        bundles.map((bundle) => buildBundle(root, bundle.kind === 'page-script' ? devDir : '', bundle)),
      );
    });
  },
});
