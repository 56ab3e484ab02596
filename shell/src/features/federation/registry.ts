/**
 * The runtime remote registry (docs/architecture.md#packages): /remotes.json maps each MF remote name to the URL
 * of its mf-manifest.json. It is read at start, so no remote URL is compiled into the shell.
 */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const remoteName = /^[a-z][a-z0-9_]*$/;

/** Validates a parsed registry; relative manifest URLs resolve against `base` (the page). */
export function parseRegistry(value: unknown, base: string): RemoteEntry[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RegistryError('the remote registry must be a JSON object of name → manifest URL');
  }
  return Object.entries(value).map(([name, entry]) => {
    if (!remoteName.test(name)) throw new RegistryError(`invalid remote name ${JSON.stringify(name)}`);
    if (typeof entry !== 'string' || entry === '') {
      throw new RegistryError(`remote ${name} has no manifest URL`);
    }
    return { name, entry: new URL(entry, base).toString() };
  });
}

/** Reads the registry at `path`; `started` is that fetch when the page began it earlier (early-fetches.ts). */
export async function fetchRegistry(
  path = '/remotes.json',
  started?: Promise<Response>,
): Promise<RemoteEntry[]> {
  const response = await (started ?? fetch(path, { cache: 'no-cache' }));
  if (!response.ok) throw new RegistryError(`${path} answered ${response.status}`);
  return parseRegistry(await response.json(), window.location.href);
}
