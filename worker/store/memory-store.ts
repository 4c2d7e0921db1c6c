// The store of a single worker: plain maps in this process, gone when it stops.
import type { Store } from './store.ts';

interface HeldMap {
  fields: Map<string, string>;
  expireAt?: number;
}

export function createMemoryStore(now: () => number = Date.now): Store {
  const maps = new Map<string, HeldMap>();
  const lists = new Map<string, string[]>();

  let sweptAt = now();
  /** Maps with an expiry that nobody reads again (a number texted once) go too, checked at most once a minute. */
  const sweep = () => {
    if (now() - sweptAt < 60_000) return;
    sweptAt = now();
    for (const [name, held] of maps) if (held.expireAt !== undefined && held.expireAt <= sweptAt) maps.delete(name);
  };

  const live = (name: string): HeldMap | undefined => {
    const held = maps.get(name);
    if (held?.expireAt !== undefined && held.expireAt <= now()) {
      maps.delete(name);
      return undefined;
    }
    return held;
  };

  return {
    async get(map, field) {
      return live(map)?.fields.get(field);
    },
    async entries(map) {
      return new Map(live(map)?.fields ?? []);
    },
    async swap(map, field, expected, next, expireAt) {
      sweep();
      const held = live(map);
      if (held?.fields.get(field) !== expected) return false;
      if (next === undefined) {
        held?.fields.delete(field);
        if (held && held.fields.size === 0) maps.delete(map);
        return true;
      }
      const target = held ?? { fields: new Map<string, string>() };
      target.fields.set(field, next);
      if (expireAt !== undefined) target.expireAt = Math.max(target.expireAt ?? 0, expireAt);
      maps.set(map, target);
      return true;
    },
    async push(list, value, keep) {
      const values = lists.get(list) ?? [];
      values.unshift(value);
      values.length = Math.min(values.length, keep);
      lists.set(list, values);
    },
    async list(list) {
      return [...(lists.get(list) ?? [])];
    },
    async close() {},
  };
}
