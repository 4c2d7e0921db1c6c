// The app imports the widget as an integrator does, by the package's name (`court-login/react`). In this
// repository that name stands for the source, not a built package: the app's Vite config, the unit
// tests' (vite.config.ts) and tsconfig.json's `paths` resolve it to element/react.ts.
import { fileURLToPath } from 'node:url';

export const PACKAGE_ALIAS = {
  'court-login/react': fileURLToPath(new URL('../element/react.ts', import.meta.url)),
};
