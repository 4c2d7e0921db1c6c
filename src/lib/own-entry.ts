// Looking a name from outside up in a table of our own (a wallet's name, a provider's error type,
// Google's reason): only the table's own entries count, so a name such as `__proto__`,
// `constructor` or `toString` finds nothing instead of a member of Object.prototype.

export function ownEntry<Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
