// typescript-eslint parses with TypeScript's JavaScript compiler API, which TypeScript 7 (the
// native compiler that `tsc` runs here) no longer ships: its `typescript` package exports only a
// version string. TypeScript 6.0's API is installed beside it as @typescript/typescript6, and
// while ESLint runs, every require of `typescript` (or a file inside it) gets that package instead.
// Imported by eslint.config.js before typescript-eslint loads; nothing else in ESLint's process
// asks for TypeScript.
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const typescript6 = dirname(require.resolve('@typescript/typescript6/package.json'));
const resolveFilename = Module._resolveFilename;

Module._resolveFilename = function resolveTypeScript6(request, ...rest) {
  const redirected =
    request === 'typescript'
      ? typescript6
      : request.startsWith('typescript/')
        ? `${typescript6}/${request.slice(11)}`
        : request;
  return resolveFilename.call(this, redirected, ...rest);
};
