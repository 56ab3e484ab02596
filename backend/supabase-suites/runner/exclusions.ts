/**
 * Tests of the vendored suites that are run but not counted, each with the reason. Keys are
 * paths inside the suite's folder and the test's full name as jest prints it.
 */
const EXCLUSIONS: Record<string, Record<string, Record<string, string>>> = {
  'postgrest-js': {},
  'storage-js': {},
};

export function excluded(suite: string): Map<string, Map<string, string>> {
  return new Map(
    Object.entries(EXCLUSIONS[suite] ?? {}).map(([file, tests]) => [file, new Map(Object.entries(tests))]),
  );
}
