// Builds `<court-login>` (court-login.js + lazy chunks) with the project's vite.config.ts into a
// folder of the caller's choice, and says which source modules each chunk holds.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Source modules bundled into the chunk (absolute paths, node_modules included). */
  modules: string[];
  /** The chunks it imports statically. */
  imports: string[];
  bytes: number;
  /** Each module's bytes in the chunk before minifying (what the bundler rendered of it), by module id. */
  moduleBytes: Record<string, number>;
}

export interface BuiltElement {
  outDir: string;
  chunks: BuiltChunk[];
}

interface OutputItem {
  type: string;
  fileName: string;
  isEntry?: boolean;
  moduleIds?: string[];
  modules?: Record<string, { renderedLength: number }>;
  imports?: string[];
  code?: string;
}

export async function buildElement(outDir?: string): Promise<BuiltElement> {
  const target = outDir ?? (await mkdtemp(join(tmpdir(), 'court-login-element-')));
  const result = await build({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: target, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as unknown as Array<{ output: OutputItem[] }>;
  const chunks = outputs
    .flatMap(({ output }) => output)
    .filter((item) => item.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry === true,
      modules: chunk.moduleIds ?? [],
      imports: chunk.imports ?? [],
      bytes: Buffer.byteLength(chunk.code ?? ''),
      moduleBytes: Object.fromEntries(
        Object.entries(chunk.modules ?? {}).map(([id, { renderedLength }]) => [id, renderedLength]),
      ),
    }));
  return { outDir: target, chunks };
}

/** The lazy chunks that hold a module whose path contains `fragment` (e.g. `libphonenumber-js`). */
export function chunksWith(built: BuiltElement, fragment: string): string[] {
  return built.chunks
    .filter((chunk) => !chunk.isEntry && chunk.modules.some((id) => id.includes(fragment)))
    .map((chunk) => chunk.fileName);
}
