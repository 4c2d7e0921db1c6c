// Builds the `court-login` package into pack/ (`npm run package`, then `npm pack ./pack`):
//   dist/court-login.js + lazy chunks   the element and the page session API (vite.config.ts), React inside
//   dist/index.js                       `court-login`: the element's public names from court-login.js
//   dist/react.js                       court-login/react: the <CourtLogin> component on the host's React
//   dist/testing/                       court-login/testing: the local provider, inbox and fault helpers,
//                                       the web-test-runner plugin and the court-login-provider bin, for
//                                       Node, with the provider's own dependencies bundled in
//   dist/types/                         declarations of the three entries and of what they refer to
//   dist/custom-elements.json           the element's Custom Elements Manifest (scripts/build/element-manifest.ts)
//   THIRD-PARTY-LICENSES.md, dist/testing/THIRD-PARTY-LICENSES.md
//                                       the licences of everything each bundle holds (Vite's licence output)
//   package.json                        the manifest without the repository's scripts and devDependencies
//   README.md (element/README.md), LICENSE
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { buildPublicEntries, buildTestingKit } from './build/public-entries.ts';
import { elementManifest } from './build/element-manifest.ts';

const PACK = 'pack';
const TYPES = 'dist/types';
const MANIFEST_FIELDS = [
  'name',
  'version',
  'description',
  'license',
  'type',
  'files',
  'exports',
  'types',
  'customElements',
  'bin',
  'engines',
  'peerDependencies',
  'peerDependenciesMeta',
];

function run(command: string, args: string[]): void {
  const child = spawnSync(command, args, { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function copy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

/** The declaration files the given ones refer to, themselves included (relative imports only). */
function declarationsReachedFrom(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${file} is referred to but was not emitted.`);
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
      /(?:from\s+|import\(\s*)['"](\.{1,2}\/[^'"]+)\.js['"]/g,
    )) {
      pending.push(resolve(dirname(file), `${specifier}.d.ts`));
    }
  }
  return reached;
}

// The element build does not empty dist/ (the host app builds there too): old chunks must not ship.
mkdirSync('dist', { recursive: true });
for (const name of readdirSync('dist', { withFileTypes: true }).filter(
  (entry) => entry.isFile() && /\.(js|md)$/.test(entry.name),
)) {
  rmSync(join('dist', name.name));
}
for (const folder of [TYPES, 'dist/testing', PACK]) rmSync(folder, { recursive: true, force: true });

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { license: { fileName: 'THIRD-PARTY-LICENSES.md' } },
});

// `court-login` and court-login/react, on top of court-login.js (scripts/build/public-entries.ts).
await buildPublicEntries('dist');

await buildTestingKit('dist/testing');
const bin = 'dist/testing/bin.js';
const binText = readFileSync(bin, 'utf8');
if (!binText.startsWith('#!')) writeFileSync(bin, `#!/usr/bin/env node\n${binText}`);
chmodSync(bin, 0o755);

/** The manifest's exports with `court-login` itself on dist/index.js. */
function publishedExports(exports: Record<string, unknown>): Record<string, unknown> {
  const root = exports['.'] as Record<string, string>;
  return { ...exports, '.': { ...root, default: './dist/index.js' } };
}

// What editors and catalogues read about <court-login>, from the same sources as the build, where the
// manifest's `customElements` field says.
const customElements = (JSON.parse(readFileSync('package.json', 'utf8')) as { customElements: string }).customElements;
writeFileSync(customElements, `${JSON.stringify(elementManifest(), null, 2)}\n`);

run('npx', ['tsc', '-p', 'tsconfig.types.json']);
// The sources import with .ts extensions; consumers resolve the emitted .d.ts through .js specifiers.
for (const file of filesUnder(TYPES)) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/(from\s+|import\(\s*)(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2'));
}

// The package: the manifest's own fields, the built files, and only the declarations the entries reach.
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;
const published = {
  ...Object.fromEntries(MANIFEST_FIELDS.filter((field) => field in manifest).map((field) => [field, manifest[field]])),
  // The repository's description speaks of the host app and the local stack, which the package does not hold.
  description: 'A drop-in sign-in widget: the <court-login> custom element, a React component and a testing kit.',
  // `court-login` is index.js, which exports the public names alone; court-login.js stays the script's file.
  exports: publishedExports(manifest.exports as Record<string, unknown>),
};
mkdirSync(PACK);
writeFileSync(join(PACK, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
copy('element/README.md', join(PACK, 'README.md'));
copy('LICENSE', join(PACK, 'LICENSE'));
copy('dist/THIRD-PARTY-LICENSES.md', join(PACK, 'THIRD-PARTY-LICENSES.md'));
for (const file of readdirSync('dist').filter((name) => name.endsWith('.js')))
  copy(join('dist', file), join(PACK, 'dist', file));
copy(customElements, join(PACK, customElements));
for (const file of filesUnder('dist/testing')) copy(file, join(PACK, file));
chmodSync(join(PACK, bin), 0o755);
const entries = ['element/index.d.ts', 'element/react.d.ts', 'testing/index.d.ts'].map((file) => resolve(TYPES, file));
for (const file of declarationsReachedFrom(entries)) copy(file, join(PACK, TYPES, relative(resolve(TYPES), file)));
console.log(`The package is in ${PACK}/ (npm pack ./${PACK}).`);
