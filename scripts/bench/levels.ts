// Levels of script requests by cause, not by clock: every script response is held, and the levels are
// released one at a time. A script requested while only scripts of levels up to L have been released
// can only have been asked for by them (or by the document when L is 0), so it is of level L + 1,
// however fast or slow the machine ran. held-load.ts drives a page with this; this file only keeps
// the account, so that it can be tested without a browser.

/** The chunks each built chunk imports statically, by file name (the bundler's output). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The import graph of a build's chunks. */
export const importGraph = (chunks: ReadonlyArray<{ fileName: string; imports: string[] }>): ImportGraph =>
  new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));

/** The file name a script URL ends with (chunks are named by file, beside court-login.js). */
export const fileOf = (url: string): string => new URL(url).pathname.split('/').pop() ?? url;

export class HeldLevels {
  /** The highest level released so far: 0 until the first release (only the document has run). */
  released = 0;
  readonly #levelOf = new Map<string, number>();
  readonly #arrived = new Set<string>();
  readonly #graph: ImportGraph;

  constructor(graph: ImportGraph) {
    this.#graph = graph;
  }

  /** Notes a script request and returns its level; a script asked for again keeps its first level. */
  requested(url: string): number {
    const known = this.#levelOf.get(url);
    if (known !== undefined) return known;
    const level = this.released + 1;
    this.#levelOf.set(url, level);
    return level;
  }

  isReleased(url: string): boolean {
    return (this.#levelOf.get(url) ?? Number.POSITIVE_INFINITY) <= this.released;
  }

  /** Releases the next level; returns the scripts it holds (none: the page asks for nothing more). */
  releaseNext(): string[] {
    this.released += 1;
    return this.scriptsOf(this.released);
  }

  scriptsOf(level: number): string[] {
    return [...this.#levelOf].filter(([, of]) => of === level).map(([url]) => url);
  }

  /** Scripts of each level, level 1 first. */
  perLevel(): string[][] {
    const deepest = Math.max(0, ...this.#levelOf.values());
    return Array.from({ length: deepest }, (_, index) => this.scriptsOf(index + 1));
  }

  /** The page has the whole response of a released script. */
  arrived(url: string): void {
    this.#arrived.add(url);
  }

  /** Released scripts that have not arrived, and static imports not asked for yet: the page will ask or run. */
  awaited(): string[] {
    const notArrived = [...this.#levelOf.keys()].filter((url) => this.isReleased(url) && !this.#arrived.has(url));
    return [...notArrived, ...this.missingStaticImports()];
  }

  /**
   * Static imports of arrived scripts that the page has not asked for yet. The browser asks for a
   * module's static imports as soon as the module has arrived, so until this is empty a request of
   * the current level is still on its way.
   */
  missingStaticImports(): string[] {
    const missing = new Set<string>();
    for (const url of this.#arrived) {
      for (const file of this.#graph.get(fileOf(url)) ?? []) {
        const imported = new URL(file, url).href;
        if (!this.#levelOf.has(imported)) missing.add(imported);
      }
    }
    return [...missing];
  }

  /**
   * Released scripts whose whole static import tree is released: the page can run them now. A
   * script that statically imports a held one cannot run before the next release, so what it asks
   * for then is of a later level.
   */
  runnable(): string[] {
    const runs = (url: string, seen: Set<string>): boolean => {
      if (seen.has(url)) return true;
      seen.add(url);
      if (!this.isReleased(url) || !this.#arrived.has(url)) return false;
      return (this.#graph.get(fileOf(url)) ?? []).every((file) => runs(new URL(file, url).href, seen));
    };
    return [...this.#levelOf.keys()].filter((url) => runs(url, new Set()));
  }
}
