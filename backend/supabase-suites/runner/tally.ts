/** Jest's --json results of one suite, counted as the runner prints them. */

interface AssertionResult {
  fullName: string;
  status: 'passed' | 'failed' | 'pending' | 'todo' | 'skipped' | 'disabled';
  failureMessages?: string[];
}
interface FileResult {
  name: string;
  status: 'passed' | 'failed';
  message?: string;
  assertionResults: AssertionResult[];
}
export interface JestResults {
  testResults: FileResult[];
}

export interface SuiteFigures {
  passed: number;
  counted: number;
  share: number;
  report: string;
}

/**
 * A test counts when it sent at least one request to the stack (reach, one JSON line per request)
 * and is not excluded; tests that never reach a server test the client alone and are left out.
 * A file that could not run at all (no results) is a crash: its share is 0.
 */
export function tally(
  suite: string,
  results: JestResults,
  reach: string,
  exclusions: Map<string, Map<string, string>>,
  display: (file: string) => string,
): SuiteFigures {
  const reached = new Set(
    reach
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { file, name } = JSON.parse(line) as { file: string; name: string };
        return `${file}\0${name}`;
      }),
  );
  const lines: string[] = [];
  let passed = 0;
  let counted = 0;
  let crashed = false;
  for (const file of [...results.testResults].sort((a, b) => a.name.localeCompare(b.name))) {
    const name = display(file.name);
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      crashed = true;
      lines.push(`  ${name}: could not run: ${(file.message ?? '').split('\n').slice(0, 3).join(' ')}`);
      continue;
    }
    const excludedHere = exclusions.get(name) ?? new Map<string, string>();
    const f = { passed: 0, failed: 0, excluded: 0, noServer: 0, noServerFailing: 0 };
    const failing: string[] = [];
    for (const test of file.assertionResults) {
      if (test.status === 'pending' || test.status === 'todo' || test.status === 'skipped') continue;
      if (excludedHere.has(test.fullName)) {
        f.excluded++;
        continue;
      }
      if (!reached.has(`${file.name}\0${test.fullName}`)) {
        f.noServer++;
        if (test.status === 'failed') f.noServerFailing++;
        continue;
      }
      if (test.status === 'passed') f.passed++;
      else {
        f.failed++;
        failing.push(test.fullName);
      }
    }
    passed += f.passed;
    counted += f.passed + f.failed;
    lines.push(
      `  ${name.padEnd(48)} passed ${String(f.passed).padStart(3)}  failed ${String(f.failed).padStart(3)}  excluded ${String(f.excluded).padStart(2)}  (no server: ${f.noServer}${f.noServerFailing ? `, ${f.noServerFailing} failing` : ''})`,
    );
    for (const test of failing) lines.push(`      ✗ ${test}`);
  }
  const share = crashed || counted === 0 ? 0 : passed / counted;
  const excludedCount = [...exclusions.values()].reduce((n, m) => n + m.size, 0);
  lines.unshift(`\n[${suite}]`);
  lines.push(
    `  ${suite}: ${passed} of ${counted} server-reaching tests pass (${(share * 100).toFixed(1)} %), ${excludedCount} excluded${crashed ? ', a file could not run' : ''}`,
  );
  return { passed, counted, share, report: lines.join('\n') };
}
