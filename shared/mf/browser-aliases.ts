/**
 * Module aliases of every app's browser build: supabase-js parts the site never calls
 * (realtime, edge functions, analytics buckets) become small stubs, so they cost no bytes on a
 * phone. Node code (backend, worker, tests) keeps the real packages.
 */
import { fileURLToPath } from 'node:url';

const stub = (name: string) => fileURLToPath(new URL(`./browser-stubs/${name}.ts`, import.meta.url));

export const browserAliases = {
  '@supabase/realtime-js$': stub('realtime-js'),
  '@supabase/functions-js$': stub('functions-js'),
  'iceberg-js$': stub('iceberg-js'),
};
