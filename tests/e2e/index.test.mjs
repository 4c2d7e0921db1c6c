// Node 20's `node --test tests/e2e/` only collects JavaScript files; this entry loads the TypeScript
// tests of this folder (through the tsx loader given with --import tsx). Newer Node versions that
// collect .ts files themselves skip it, so no test runs twice.
import { readdirSync } from 'node:fs';

if (!process.features.typescript) {
  const folder = new URL('./', import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.test.ts')).sort()) {
    await import(new URL(file, folder).href);
  }
}
