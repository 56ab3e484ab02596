/**
 * A remote module that could not be loaded (its server down or hung, its manifest or a chunk
 * missing), with the build and manifest it was loaded from when known (for the error report).
 */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  readonly manifestUrl: string | undefined;
  readonly build: string | undefined;
  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown; manifestUrl?: string; build?: string },
  ) {
    super(`remote module ${remoteId} could not be loaded`, options);
    this.manifestUrl = options?.manifestUrl;
    this.build = options?.build;
  }
}
