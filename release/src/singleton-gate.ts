/**
 * The release gate: a remote runs on the singletons the page's shell provides (one React, one
 * router, one jotai store, one query cache, one Supabase client, one @hifi/shared), so a build
 * that requires a version the live shell does not have must not go live. The rule is the Module
 * Federation runtime's own (semver satisfaction of the remote's requiredVersion), checked before
 * release instead of as a console warning after it.
 */
import semver from 'semver';

/** The singletons the gate holds remotes to (shared/mf/mf-shared.ts declares them). */
export const gatedSingletons = [
  '@hifi/shared',
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@supabase/supabase-js',
] as const;

/** The part of a remote's mf-manifest.json `shared` list the gate reads. */
export interface SharedRequirement {
  name: string;
  requiredVersion?: string | false;
  version?: string;
}

export interface SingletonConflict {
  module: string;
  /** What the remote requires (a semver range). */
  required: string;
  /** What the live shell provides, or undefined when it provides none. */
  provided: string | undefined;
}

/** The requirements of `shared` that `provides` (name → version) cannot satisfy. */
export function singletonConflicts(
  shared: SharedRequirement[],
  provides: Record<string, string>,
): SingletonConflict[] {
  const conflicts: SingletonConflict[] = [];
  for (const module of gatedSingletons) {
    const entry = shared.find((s) => s.name === module);
    if (!entry) continue; // the remote does not use it
    const required = entry.requiredVersion || entry.version;
    if (!required) continue;
    const provided = provides[module];
    if (!provided || !semver.satisfies(provided, required, { includePrerelease: true })) {
      conflicts.push({ module, required, provided });
    }
  }
  return conflicts;
}

/** One line per conflict: the module and both versions. */
export function describeConflicts(
  owner: string,
  conflicts: SingletonConflict[],
  shell = 'the live shell',
): string {
  return conflicts
    .map(
      (c) =>
        `${owner} requires ${c.module} ${c.required}, but ${shell} provides ${c.provided ? `${c.module} ${c.provided}` : `no ${c.module}`}`,
    )
    .join('\n');
}
