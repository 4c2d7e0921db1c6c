// `npm run test:e2e`: the end-to-end tests, one file at a time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('./', import.meta.url));
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => `${folder}${name}`);
// As npm test runs them (scripts/test-all.mjs): a file still running after fifteen minutes (a stuck
// test, or a server left open that keeps its process from ending) is stopped and fails.
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=900000', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
