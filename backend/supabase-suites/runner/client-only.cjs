// Test files of the suites that never send a request to a server (mock fetch, an unreachable
// port, type and export checks, the vector API's mock server): unit tests of the client itself,
// left out of the run (fetch-errors.test.ts alone waits ~50 s on its retries). A run with
// SUPABASE_SUITES_ALL=1 includes them, and the figures then show them as "no server".
const CLIENT_ONLY = {
  'postgrest-js': [
    'test/fetch-errors.test.ts',
    'test/headers-serialization.test.ts',
    'test/maybe-single.test.ts',
    'test/permission-hints.test.ts',
    'test/retry.test.ts',
    'test/timeout-and-url-length.test.ts',
    'test/version-and-constants.test.ts',
  ],
  'storage-js': [
    'test/analytics-getcatalog.test.ts',
    'test/bucket-api.spec.ts',
    'test/common/BaseApiClient.test.ts',
    'test/common/errors.test.ts',
    'test/common/fetch.test.ts',
    'test/common/headers.test.ts',
    'test/common/helpers.test.ts',
    'test/downloadBuilders.test.ts',
    'test/e2e-workflow.spec.ts',
    'test/exports.test.ts',
    'test/index-api.spec.ts',
    'test/list-sortby-defaults.test.ts',
    'test/storageFileApiErrorHandling.test.ts',
    'test/vector-data-api.spec.ts',
  ],
};

exports.clientOnly = (suite) => (process.env.SUPABASE_SUITES_ALL ? [] : (CLIENT_ONLY[suite] ?? []));
