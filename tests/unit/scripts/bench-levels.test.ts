// @vitest-environment node
// The levels gate's account (scripts/bench/levels.ts): a script asked for while only levels up to L are
// released is of level L + 1, whenever it was asked for; and before the next release the page must
// have every released script and have asked for their static imports.
import { describe, expect, it } from 'vitest';
import { HeldLevels, importGraph } from '../../../scripts/bench/levels.ts';
import { levelsResult } from '../../../scripts/bench/report.ts';

const at = (file: string) => `https://cdn.test/element/${file}`;

/** court-login.js imports nothing statically; a.js imports b.js and the entry; b.js imports nothing. */
const graph = importGraph([
  { fileName: 'court-login.js', imports: [] },
  { fileName: 'a.js', imports: ['b.js', 'court-login.js'] },
  { fileName: 'b.js', imports: [] },
  { fileName: 'c.js', imports: [] },
]);

describe('HeldLevels', () => {
  it('gives each script the level after the highest one released when it was asked for', () => {
    const levels = new HeldLevels(graph);
    expect(levels.requested(at('court-login.js'))).toBe(1);
    expect(levels.releaseNext()).toEqual([at('court-login.js')]);
    expect(levels.requested(at('a.js'))).toBe(2);
    expect(levels.requested(at('c.js'))).toBe(2);
    expect(levels.releaseNext()).toEqual([at('a.js'), at('c.js')]);
    expect(levels.requested(at('b.js'))).toBe(3);
    // Asked for again (the module map holds it once): its first level stays.
    expect(levels.requested(at('a.js'))).toBe(2);
    expect(levels.perLevel()).toEqual([[at('court-login.js')], [at('a.js'), at('c.js')], [at('b.js')]]);
    expect(levels.isReleased(at('c.js'))).toBe(true);
    expect(levels.isReleased(at('b.js'))).toBe(false);
  });

  it('releases nothing once the page asks for nothing more', () => {
    const levels = new HeldLevels(graph);
    levels.requested(at('court-login.js'));
    levels.releaseNext();
    expect(levels.releaseNext()).toEqual([]);
  });

  it('awaits released scripts until they arrive, then their static imports until they are asked for', () => {
    const levels = new HeldLevels(graph);
    levels.requested(at('court-login.js'));
    expect(levels.awaited(), 'held scripts are not awaited').toEqual([]);
    levels.releaseNext();
    expect(levels.awaited()).toEqual([at('court-login.js')]);
    levels.arrived(at('court-login.js'));
    expect(levels.awaited()).toEqual([]);
    levels.requested(at('a.js'));
    levels.releaseNext();
    levels.arrived(at('a.js'));
    expect(levels.awaited(), "a.js's static import").toEqual([at('b.js')]);
    levels.requested(at('b.js'));
    expect(levels.awaited(), 'b.js is asked for and held').toEqual([]);
  });

  it('runs a released script only once its whole static import tree is released and has arrived', () => {
    const levels = new HeldLevels(graph);
    levels.requested(at('court-login.js'));
    levels.releaseNext();
    expect(levels.runnable(), 'not arrived yet').toEqual([]);
    levels.arrived(at('court-login.js'));
    expect(levels.runnable()).toEqual([at('court-login.js')]);
    levels.requested(at('a.js'));
    levels.releaseNext();
    levels.arrived(at('a.js'));
    levels.requested(at('b.js'));
    expect(levels.runnable(), 'a.js waits for b.js, held at level 3').toEqual([at('court-login.js')]);
    levels.releaseNext();
    levels.arrived(at('b.js'));
    expect(levels.runnable()).toEqual([at('court-login.js'), at('a.js'), at('b.js')]);
  });
});

describe('levelsResult', () => {
  const load = (levels: number) => ({
    levels,
    requests: 40,
    scriptsPerLevel: Array.from({ length: levels }, () => ['x.js']),
  });

  it('passes within the budget of two levels and fails with a third', () => {
    expect(levelsResult(load(2))).toMatchObject({ levels: 2, requests: 40, budget: 2, pass: true });
    expect(levelsResult(load(3))).toMatchObject({ levels: 3, budget: 2, pass: false });
  });
});
