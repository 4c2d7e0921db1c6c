// Fresh production builds of what the benchmark compares: the element, the React baseline and the
// hosted provider's pre-built UI.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type PluginOption } from 'vite';
import { buildElement, PROJECT_ROOT, type BuiltElement } from '../../demo/pages/build-element.ts';

export interface Builds {
  element: BuiltElement;
  reactDir: string;
  hostedDir: string;
}

export async function buildAll(): Promise<Builds> {
  const work = await mkdtemp(join(tmpdir(), 'court-login-bench-'));
  const element = await buildElement(join(work, 'element'));
  const page = async (name: string, plugins: PluginOption[]) => {
    const outDir = join(work, name);
    await build({
      root: join(PROJECT_ROOT, 'bench', name),
      configFile: false,
      base: './',
      mode: 'production',
      logLevel: 'warn',
      plugins,
      build: { outDir, emptyOutDir: true },
    });
    return outDir;
  };
  return { element, reactDir: await page('react', [react()]), hostedDir: await page('hosted', []) };
}
