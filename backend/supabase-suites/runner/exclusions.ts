/**
 * Tests of the vendored suites that are run but not counted, each with the reason. Keys are
 * paths inside the suite's folder and the test's full name as jest prints it.
 */
/** Supabase has them on the Pro plan and up only; the stack leaves them out (README). */
const TRANSFORMS = 'image transformations (render/image): a paid-plan feature the stack does not serve';

const EXCLUSIONS: Record<string, Record<string, Record<string, string>>> = {
  'postgrest-js': {},
  'storage-js': {
    'test/storageFileApi.test.ts': {
      'Object API Transformations will download an authenticated transformed file': TRANSFORMS,
      'Object API will get a signed transformed image': TRANSFORMS,
      'download with fetch parameters download with transform and fetch parameters': TRANSFORMS,
    },
  },
};

export function excluded(suite: string): Map<string, Map<string, string>> {
  return new Map(
    Object.entries(EXCLUSIONS[suite] ?? {}).map(([file, tests]) => [file, new Map(Object.entries(tests))]),
  );
}
