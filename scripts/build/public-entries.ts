// Builds the package's module entries besides court-login.js (built before, by vite.config.ts):
//   index.js          `court-login`: the element's public names, re-exported from ./court-login.js
//   react.js          `court-login/react`: the <CourtLogin> component on the host's React, and the same names
//   testing/index.js  `court-login/testing`, for Node
// index.js and react.js take the element (and React inside it) from court-login.js, never a copy.
// Each exports its public names alone (tests/unit/scripts/public-entries.test.ts reads them).
import { build, type Plugin } from 'vite';

export const PUBLIC_ENTRIES = { index: 'element/module.ts', react: 'element/react.ts' } as const;

const elementModule: Plugin = {
  name: 'element-module',
  enforce: 'pre',
  resolveId: (source) => (source === './index.ts' ? { id: './court-login.js', external: true } : null),
};

export async function buildPublicEntries(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [elementModule],
    build: {
      outDir,
      emptyOutDir: false,
      lib: { entry: PUBLIC_ENTRIES, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      // The source's 'use client' stays at the top of react.js: a client component for React Server Components.
      rolldownOptions: { external: ['react'] },
    },
  });
}

/** court-login/testing for Node (index.js, the court-login-provider bin), the provider's dependencies bundled in. */
export async function buildTestingKit(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    // Everything the provider needs goes into the bundle: installing the package installs nothing else.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      license: { fileName: 'THIRD-PARTY-LICENSES.md' },
      rolldownOptions: {
        // The provider runs zxcvbn in a child process started from strength-worker.js beside its chunk.
        input: {
          index: 'testing/index.ts',
          bin: 'testing/bin.ts',
          'strength-worker': 'local-provider/password-strength/strength-worker.mjs',
        },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}
