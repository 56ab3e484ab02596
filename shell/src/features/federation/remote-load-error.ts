/** A remote module that could not be loaded (its server down, its manifest or a chunk missing). */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(`remote module ${remoteId} could not be loaded`, options);
  }
}
