/**
 * Stands in for iceberg-js (storage-js's analytics buckets) in the browser builds
 * (browser-aliases.ts): the site reads plain buckets only.
 */
export class IcebergRestCatalog {
  constructor() {
    throw new Error(
      "analytics buckets are not part of the site's browser bundle (shared/mf/browser-aliases.ts)",
    );
  }
}
