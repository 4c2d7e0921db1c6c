// The tennis host app: `vite --config host-app/vite.config.ts` (dev) and `vite build --config host-app/vite.config.ts`.
// Production settings come from VITE_COURT_PUBLIC_TOKEN, VITE_COURT_PROVIDER_URL and VITE_COURT_WORKER_URL.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PACKAGE_ALIAS } from './package-alias.ts';

const hostAppDir = fileURLToPath(new URL('.', import.meta.url));
const projectDir = fileURLToPath(new URL('..', import.meta.url));

// No other origin may frame the app's pages: /oauth/authorize asks for consent, and a page that framed it
// could trick a click on Allow (clickjacking). X-Frame-Options for browsers without frame-ancestors.
const FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

export default defineConfig({
  root: hostAppDir,
  envDir: projectDir,
  // Own dependency cache, so that the element's test servers and this app never overwrite each other's.
  cacheDir: `${projectDir}node_modules/.vite-host-app`,
  plugins: [react()],
  resolve: { alias: PACKAGE_ALIAS },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    headers: FRAME_HEADERS,
    // Serve only what the app is built from (not the provider's settings, the demo's state files or the
    // rest of the machine through /@fs/); Vite's own deny list stays on top.
    fs: {
      strict: true,
      allow: ['host-app', 'src', 'element', 'node_modules'].map((folder) => `${projectDir}${folder}`),
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/*.tmp'],
    },
  },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, headers: FRAME_HEADERS },
  build: { outDir: `${projectDir}dist/host-app`, emptyOutDir: true },
});
