// The build's preload manifest (scripts/build/preload-manifest.ts), worked out again from the built
// chunks: the files each need of a configuration requests at once.
import { PROJECT_ROOT, type BuiltElement } from '../../demo/pages/build-element.ts';
import { NEEDS, preloadManifest } from '../build/preload-manifest.ts';

export function builtManifest(built: BuiltElement, needs = NEEDS): Record<string, string[]> {
  return preloadManifest(
    built.chunks.map(({ fileName, isEntry, imports, modules }) => ({ fileName, isEntry, imports, moduleIds: modules })),
    PROJECT_ROOT,
    needs,
  );
}

/** The files of one need; the build must have them. */
export function filesOfNeed(manifest: Record<string, string[]>, need: string): string[] {
  const files = manifest[need];
  if (!files || files.length === 0) throw new Error(`The build's preload manifest has no files for "${need}"`);
  return files;
}
