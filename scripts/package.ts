// Builds what the `court-login` package ships (npm pack runs it as `prepack`):
//   dist/court-login.js + lazy chunks   the element and the page session API (vite.config.ts)
//   dist/react.js                       court-login/react: the same module, typed for React 19 JSX
//   dist/testing/                       court-login/testing: the local provider, inbox and fault helpers,
//                                       the web-test-runner plugin and the court-login-provider bin, for
//                                       Node, with the provider's own dependencies bundled in
//   dist/types/                         declarations of all three (tsc), with .js import specifiers
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

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

// The element build does not empty dist/ (the host app builds there too): old chunks must not ship.
mkdirSync('dist', { recursive: true });
for (const name of readdirSync('dist', { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.js'))) {
  rmSync(join('dist', name.name));
}
rmSync('dist/types', { recursive: true, force: true });
rmSync('dist/testing', { recursive: true, force: true });

await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
writeFileSync('dist/react.js', "// court-login/react: the element module; its declarations add the React 19 JSX typing.\nexport * from './court-login.js';\n");

await build({
  configFile: false,
  logLevel: 'warn',
  // Everything the provider needs goes into the bundle: installing the package installs nothing else.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    outDir: 'dist/testing',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      // The provider runs zxcvbn in a child process started from strength-worker.js beside its chunk.
      input: { index: 'demo/testing/index.ts', bin: 'demo/testing/bin.ts', 'strength-worker': 'demo/provider/strength-worker.mjs' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
const bin = 'dist/testing/bin.js';
const binText = readFileSync(bin, 'utf8');
if (!binText.startsWith('#!')) writeFileSync(bin, `#!/usr/bin/env node\n${binText}`);
chmodSync(bin, 0o755);

run('npx', ['tsc', '-p', 'tsconfig.types.json']);
// The sources import with .ts extensions; consumers resolve the emitted .d.ts through .js specifiers.
for (const file of filesUnder('dist/types')) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/(from\s+|import\(\s*)(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2'));
}
console.log('Package files are in dist/ (court-login.js, react.js, testing/, types/).');
