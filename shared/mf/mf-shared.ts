/**
 * The Module Federation `shared` list every app (shell and remotes) uses, so the singletons of
 * docs/architecture.md#packages are declared once. Versions come from the installed packages (pinned by the
 * workspace catalog), never from `catalog:` strings, which MF cannot read as a semver range.
 * @hifi/shared needs an explicit requiredVersion: without it a remote may silently get its own
 * copy, and with it its own jotai store and Supabase client.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

const hifiSharedVersion = (require('../package.json') as { version: string }).version;

const singleton = (name: string) => ({ singleton: true, requiredVersion: installedVersion(name) });

export const sharedSingletons = {
  react: singleton('react'),
  'react/jsx-runtime': { singleton: true, requiredVersion: installedVersion('react') },
  'react-dom': singleton('react-dom'),
  'react-dom/client': { singleton: true, requiredVersion: installedVersion('react-dom') },
  // The page shares a re-export of the parts it uses (react-router-dom.ts), not the package.
  'react-router-dom': {
    ...singleton('react-router-dom'),
    import: fileURLToPath(new URL('./react-router-dom.ts', import.meta.url)),
    version: installedVersion('react-router-dom'),
  },
  jotai: singleton('jotai'),
  // one query cache for the page: a second copy would give a remote its own empty cache
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  '@supabase/supabase-js': singleton('@supabase/supabase-js'),
  '@hifi/shared': {
    singleton: true,
    requiredVersion: hifiSharedVersion,
  },
};

/**
 * The version of each singleton a build of the shell provides to the page: what the release
 * gate (release/src/singleton-gate.ts) checks a remote's requirements against.
 */
export function providedVersions(): Record<string, string> {
  return {
    react: installedVersion('react'),
    'react/jsx-runtime': installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    'react-dom/client': installedVersion('react-dom'),
    'react-router-dom': installedVersion('react-router-dom'),
    jotai: installedVersion('jotai'),
    '@tanstack/react-query': installedVersion('@tanstack/react-query'),
    '@supabase/supabase-js': installedVersion('@supabase/supabase-js'),
    '@hifi/shared': hifiSharedVersion,
  };
}
