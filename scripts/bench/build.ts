// Fresh production builds of what the benchmark compares: the element and the React baseline.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { buildElement, PROJECT_ROOT, type BuiltElement } from '../../demo/pages/build-element.ts';

export interface Builds {
  element: BuiltElement;
  reactDir: string;
}

export async function buildAll(): Promise<Builds> {
  const work = await mkdtemp(join(tmpdir(), 'court-login-bench-'));
  const element = await buildElement(join(work, 'element'));
  const reactDir = join(work, 'react');
  await build({
    root: join(PROJECT_ROOT, 'bench/react'),
    configFile: false,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: reactDir, emptyOutDir: true },
  });
  return { element, reactDir };
}
