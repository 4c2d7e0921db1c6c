// A cookie jar that behaves like a browser's for one page: cookies are keyed by name, path and
// domain, and every write and removal is recorded with its attributes.
import type { CookieAttributes, CookieJar } from '../../../src/session/cookies.ts';

interface StoredCookie {
  name: string;
  value: string;
  attributes: CookieAttributes;
}

export class RecordingCookieJar implements CookieJar {
  readonly cookies: StoredCookie[] = [];
  readonly writes: StoredCookie[] = [];
  readonly removals: Array<{ name: string; path?: string; domain?: string }> = [];

  constructor(private readonly now: () => number = Date.now) {}

  private live(): StoredCookie[] {
    return this.cookies.filter(
      (cookie) => !cookie.attributes.expires || cookie.attributes.expires.getTime() > this.now(),
    );
  }
  private same(cookie: StoredCookie, name: string, path = '/', domain?: string): boolean {
    return cookie.name === name && (cookie.attributes.path ?? '/') === path && cookie.attributes.domain === domain;
  }

  get(name: string): string | undefined {
    return this.live().find((cookie) => cookie.name === name)?.value;
  }
  set(name: string, value: string, attributes: CookieAttributes): void {
    this.remove(name, attributes, false);
    const cookie = { name, value, attributes: { ...attributes } };
    this.cookies.push(cookie);
    this.writes.push(cookie);
  }
  remove(name: string, attributes: { path?: string; domain?: string }, record = true): void {
    if (record) this.removals.push({ name, ...attributes });
    for (let index = this.cookies.length - 1; index >= 0; index -= 1) {
      if (this.same(this.cookies[index]!, name, attributes.path, attributes.domain)) this.cookies.splice(index, 1);
    }
  }
  count(name: string): number {
    return this.live().filter((cookie) => cookie.name === name).length;
  }
  /** Puts a cookie in place as if an earlier page or another tab had written it. */
  plant(name: string, value: string, attributes: CookieAttributes = { path: '/' }): void {
    this.cookies.push({ name, value, attributes });
  }
}
