import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import { iconPaths } from './scripts/build/icon-paths.ts';
import { preloadManifestPlugin } from './scripts/build/preload-manifest.ts';
import { shortChunkNames } from './scripts/build/short-chunk-names.ts';
import { reactProductionBuilds } from './scripts/build/react-production.ts';
import { rendererChunk } from './scripts/build/renderer-chunk.ts';
import { unusedReactExports } from './scripts/build/unused-react-exports.ts';
import { unreachedReactDom } from './scripts/build/unreached-react-dom.ts';
import { PACKAGE_ALIAS } from './host-app/package-alias.ts';

const renderer = rendererChunk();

// One config for the element's library build and for the unit tests.
// The host app has its own config in host-app/vite.config.ts.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    ...(command === 'build'
      ? [
          iconPaths(),
          unusedReactExports(),
          unreachedReactDom(),
          shortChunkNames(),
          preloadManifestPlugin(),
          renderer.plugin,
        ]
      : []),
  ],
  // Vite's library mode leaves process.env.NODE_ENV in React; only the build may fix it to production.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // The build's JSX must match that production React even when the building process already runs
  // a dev server (which sets NODE_ENV to development): otherwise it calls the missing jsxDEV.
  ...(command === 'build' ? { oxc: { jsx: { development: false } } } : {}),
  // Vite minifies the widget's CSS with lightningcss and these options. Without light-dark() lowering,
  // `color-scheme` no longer brings `--lightningcss-light`/`--lightningcss-dark` properties for that
  // lowering: the widget's CSS uses no light-dark(), and a rule that did would reach only browsers
  // that have it.
  css: { lightningcss: { exclude: Features.LightDark } },
  // React's packages as their production builds, without their entry files (scripts/build/react-production.ts).
  ...(command === 'build' ? { resolve: { alias: reactProductionBuilds() } } : {}),
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    lib: {
      entry: 'element/index.ts',
      formats: ['es'],
      fileName: () => 'court-login.js',
    },
    rolldownOptions: {
      // Keep the entry self-contained: lazy chunks import back from court-login.js.
      preserveEntrySignatures: 'allow-extension',
      // Lazy chunks are named by a short content hash alone (shortened further by
      // scripts/build/short-chunk-names.ts): court-login.js carries every chunk's name (its imports
      // and the preload manifest), so names cost the first load bytes. Seven characters, not six:
      // rolldown refuses six for more than 64 chunks, and the names written are cut to four anyway.
      output: {
        minify: true,
        chunkFileNames: '[hash:7].js',
        codeSplitting: {
          groups: [
            // Taken in this order (a group takes each module it captures, and the modules those import).
            // The entry, with what the widget shares with the Court and the painted buttons' start (scripts/build/renderer-chunk.ts).
            { name: 'court-login', test: renderer.entry, priority: 3 },
            // What the Court shares with the other lazy chunks, then the Court with what it shares with
            // the products' endpoints only (scripts/build/renderer-chunk.ts).
            { name: 'court-shared', test: renderer.courtShared, priority: 2 },
            { name: 'court', test: renderer.court, priority: 1 },
            // React and the widget: one chunk, requested as the element mounts, or after a painted
            // phone form's own chunks (scripts/build/renderer-chunk.ts).
            { name: 'widget', test: renderer.test, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/local-provider/**/*.test.ts'],
    testTimeout: 15000,
    setupFiles: ['tests/unit/support/setup.ts'],
    // The host app's tests render its pages, which import `court-login/react` by the package's name.
    alias: PACKAGE_ALIAS,
  },
}));
