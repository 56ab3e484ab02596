/**
 * Module aliases of every app's browser build: supabase-js parts the site never calls
 * (realtime, edge functions, analytics buckets) become small stubs, so they cost no bytes on a
 * phone. Node code (backend, worker, tests) keeps the real packages.
 */
import { fileURLToPath } from 'node:url';

/**
 * The browsers the site's bundles are compiled for: those that shipped in 2023 or later (the
 * site needs Web Audio, FLAC in <audio> and CSS @scope anyway). Rsbuild's default reached back
 * to 2020 and downlevelled async functions, class fields and ?? in every package for it.
 */
export const browserTargets = ['chrome >= 118', 'edge >= 118', 'firefox >= 128', 'safari >= 17.4'];

const stub = (name: string) => fileURLToPath(new URL(`./browser-stubs/${name}.ts`, import.meta.url));

export const browserAliases = {
  '@supabase/realtime-js$': stub('realtime-js'),
  '@supabase/functions-js$': stub('functions-js'),
  'iceberg-js$': stub('iceberg-js'),
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The embed's own page (mf-embed's `embed` environment) builds without federation, so nothing
 * is shared: '@hifi/shared' is its lean entry (src/embed-page.ts) and the router is the same
 * re-export the page shares, both tree-shaken into that one page.
 */
export const embedPageAliases = {
  ...browserAliases,
  '@hifi/shared$': here('../src/embed-page.ts'),
  'react-router-dom$': here('./react-router-dom.ts'),
};
