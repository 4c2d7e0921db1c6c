// @vitest-environment node
// The preload manifest of the element build: per need, the chunks of its lazily imported modules with
// their static imports (the entry aside), and a failed build when a need or a lazy chunk is unaccounted for.
import { describe, expect, it } from 'vitest';
import { preloadManifest, serializeManifest } from '../../../scripts/build/preload-manifest.ts';

const ROOT = '/project';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName, isEntry, imports, moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
});

const CHUNKS = [
  chunk('court-login.js', ['element/index.ts', 'src/shared.ts'], [], true),
  chunk('otp-1.js', ['src/flows/otp.ts'], ['court-login.js', 'errors-2.js']),
  chunk('errors-2.js', ['src/errors.ts'], ['court-login.js', 'result-3.js']),
  chunk('result-3.js', ['src/result.ts']),
  chunk('max-4.js', ['node_modules/phone/max.js']),
  chunk('start-5.js', ['src/start.ts'], ['result-3.js']),
];

describe('preloadManifest', () => {
  it('lists each need\'s chunks with every chunk they import statically, never the entry', () => {
    const manifest = preloadManifest(CHUNKS, ROOT, { otp: ['src/flows/otp.ts'], phone: ['node_modules/phone/max.js'] }, { 'src/start.ts': 'a click' });
    expect(manifest).toEqual({ otp: ['otp-1.js', 'errors-2.js', 'result-3.js'], phone: ['max-4.js'] });
  });

  it('leaves the renderer\'s chunks, requested before every other need, out of the others', () => {
    const manifest = preloadManifest(CHUNKS, ROOT, { renderer: ['src/errors.ts'], otp: ['src/flows/otp.ts'] }, { 'src/start.ts': 'a click', 'node_modules/phone/max.js': 'a number' });
    expect(manifest).toEqual({ renderer: ['errors-2.js', 'result-3.js'], otp: ['otp-1.js'] });
  });

  it('fails on a need whose module is not in a lazy chunk, and on a lazy chunk no need or on-demand entry owns', () => {
    expect(() => preloadManifest(CHUNKS, ROOT, { otp: ['src/flows/otp.ts', 'src/shared.ts'], phone: ['node_modules/phone/max.js'] }, { 'src/start.ts': 'a click' }))
      .toThrow('src/shared.ts is not in a lazy chunk');
    expect(() => preloadManifest(CHUNKS, ROOT, { otp: ['src/flows/otp.ts'] }, { 'src/start.ts': 'a click' }))
      .toThrow('max-4.js (node_modules/phone/max.js) belongs to no need');
  });

  it('writes the manifest as `need file file,…` without `.js`, and refuses names it cannot carry', () => {
    expect(serializeManifest({ court: ['court-1.js', 'result-3.js'], phone: ['max-4.js'], none: [] })).toBe('court court-1 result-3,phone max-4,none');
    expect(() => serializeManifest({ otp: ['odd name.js'] })).toThrow('chunk names it cannot carry: odd name.js');
  });
});
