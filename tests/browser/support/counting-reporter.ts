import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface TestResult { passed: boolean; skipped: boolean }
interface SuiteResult { tests: TestResult[]; suites: SuiteResult[] }
interface Session { passed?: boolean; testResults?: SuiteResult; errors?: unknown[] }

function count(suite: SuiteResult | undefined, totals: { passed: number; failed: number; skipped: number }) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
}

// Writes the run's totals as JSON so that scripts/test-all.mjs can add them to the other suites'.
// A test file that failed to load (no results, session failed) counts as one failure.
export function countingReporter(outputFile: string) {
  return {
    onTestRunFinished({ sessions }: { sessions: Session[] }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = totals.passed + totals.failed + totals.skipped;
        count(session.testResults, totals);
        const counted = totals.passed + totals.failed + totals.skipped - before;
        if (session.passed === false && (counted === 0 || (session.errors?.length ?? 0) > 0)) totals.failed += 1;
      }
      mkdirSync(dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(totals));
    },
  };
}
