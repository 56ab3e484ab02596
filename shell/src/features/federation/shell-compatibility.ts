/**
 * Whether the shell can run a remote build: every shared singleton the build requires must be
 * satisfied by the version the shell provides (the same rule as the release gate,
 * docs/architecture.md#releases). A build that fails it is not loaded into this page; the page
 * offers a reload instead (new-version.ts).
 */
import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { SharedRequirement } from './manifest-builds.ts';

export interface UnsatisfiedSingleton {
  name: string;
  requiredVersion: string;
  provided: string;
}

/** The requirements of `required` that `provided` (name → the shell's version) does not satisfy. */
export function unsatisfiedSingletons(
  required: SharedRequirement[],
  provided: Record<string, string>,
): UnsatisfiedSingleton[] {
  return required.flatMap(({ name, requiredVersion, singleton }) => {
    const version = provided[name];
    if (!singleton || !requiredVersion || !version || satisfy(version, requiredVersion)) return [];
    return [{ name, requiredVersion, provided: version }];
  });
}

/** The versions of the singletons the shell itself provides (its own entries in the share scope). */
export function shellSingletonVersions(): Record<string, string> {
  const shared = getInstance()?.options.shared ?? {};
  const versions: Record<string, string> = {};
  for (const [name, entries] of Object.entries(shared)) {
    const own = entries.find((entry) => entry.from === 'shell') ?? entries[0];
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}
