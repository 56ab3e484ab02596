/**
 * What the page knows of each remote build it fetched a manifest for: the build id
 * (`metaData.buildInfo.buildVersion`, written by the release) and the shared singletons it
 * requires. Slots stamp the id on their element (data-build) and on every error they report.
 */
export interface SharedRequirement {
  name: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface ManifestInfo {
  build: string;
  shared: SharedRequirement[];
}

const manifests = new Map<string, Promise<ManifestInfo | undefined>>();

/** Reads what matters from a parsed mf-manifest.json; undefined when it is not one. */
export function manifestInfo(value: unknown): ManifestInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { metaData, shared } = value as {
    metaData?: { buildInfo?: { buildVersion?: unknown } };
    shared?: unknown;
  };
  const build = metaData?.buildInfo?.buildVersion;
  if (typeof build !== 'string') return undefined;
  return { build, shared: Array.isArray(shared) ? (shared as SharedRequirement[]) : [] };
}

/** Called with each manifest the runtime fetched (a copy of the answer); never throws. */
export function noteManifest(url: string, response: Response): void {
  const info = response.json().then(manifestInfo, () => undefined);
  manifests.set(url, info);
}

/** The build behind the manifest at `url`, as last fetched by this page. */
export function manifestFor(url: string): Promise<ManifestInfo | undefined> {
  return manifests.get(url) ?? Promise.resolve(undefined);
}

const revalidate = new Set<string>();

/** The next fetch of the manifest at `url` must go to its server (a fresh load, after a failure or a release). */
export function revalidateManifest(url: string): void {
  revalidate.add(url);
}

/** Whether this fetch of `url` must be revalidated; the first fetch after revalidateManifest only. */
export function takeRevalidation(url: string): boolean {
  return revalidate.delete(url);
}
