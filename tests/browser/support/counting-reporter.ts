import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface TestResult {
  name: string;
  passed: boolean;
  skipped: boolean;
}
interface SuiteResult {
  name: string;
  tests: TestResult[];
  suites: SuiteResult[];
}
interface Session {
  testFile: string;
  passed?: boolean;
  testResults?: SuiteResult;
  errors?: unknown[];
}
interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

function count(suite: SuiteResult | undefined, totals: Totals, path: string[]) {
  if (!suite) return;
  const here = suite.name ? [...path, suite.name] : path;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      totals.failures.push([...here, test.name].join(' › '));
    }
  }
  for (const child of suite.suites) count(child, totals, here);
}

// Writes the run's totals as JSON so that scripts/test-all.mjs can add them to the other suites' and
// name the failed tests again at the end of its output, where a CI log's tail shows them.
// A test file that failed to load (no results, session failed) counts as one failure.
export function countingReporter(outputFile: string) {
  return {
    onTestRunFinished({ sessions }: { sessions: Session[] }) {
      const totals: Totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        const before = totals.passed + totals.failed + totals.skipped;
        count(session.testResults, totals, [file]);
        const counted = totals.passed + totals.failed + totals.skipped - before;
        if (session.passed === false && (counted === 0 || (session.errors?.length ?? 0) > 0)) {
          totals.failed += 1;
          totals.failures.push(
            `${file} › did not finish: ${String((session.errors?.[0] as { message?: string })?.message ?? 'no results').slice(0, 200)}`,
          );
        }
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(totals));
    },
  };
}
