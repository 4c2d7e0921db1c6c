// Small readers that check one value of untrusted config and record an issue when it is wrong.
// Plain functions over the list of issues found so far (no class: their names minify).
import type { ConfigCode, ConfigIssue } from './types.ts';

/** The problems found so far in one config, in the order they were found. */
export type Issues = ConfigIssue[];

/** `code` names the message (src/i18n/messages/en/config.json), which the configuration-error screen words. */
export function fail(issues: Issues, field: string, code: ConfigCode, values?: ConfigIssue['values']): undefined {
  issues.push({ field, code, values });
  return undefined;
}

export function hasIssueUnder(issues: Issues, field: string): boolean {
  return issues.some((issue) => issue.field.startsWith(field));
}

/** `allowed`: the keys it may have, or null for any key. */
export function readObject(
  issues: Issues,
  value: unknown,
  field: string,
  allowed: readonly string[] | null,
): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(issues, field, 'configObject');
  const record = value as Record<string, unknown>;
  const unknown = allowed ? Object.keys(record).filter((key) => !allowed.includes(key)) : [];
  for (const key of unknown) fail(issues, join(field, key), 'configUnknownOption');
  return record;
}

export function readString(issues: Issues, value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') return fail(issues, field, 'configText');
  return value;
}

export function readBoolean(issues: Issues, value: unknown, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') return fail(issues, field, 'configFlag');
  return value;
}

export function readInteger(
  issues: Issues,
  value: unknown,
  field: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return fail(issues, field, 'configWholeNumber', { min, max });
  }
  return value;
}

export function readOneOf<T extends string>(
  issues: Issues,
  value: unknown,
  field: string,
  options: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !options.includes(value as T)) {
    return fail(issues, field, 'configOneOf', { options: options.join(', ') });
  }
  return value as T;
}

/** An absolute http(s) URL, as the provider requires for redirect URLs. */
export function readAbsoluteUrl(issues: Issues, value: unknown, field: string): string | undefined {
  const text = readString(issues, value, field);
  if (text === undefined) return undefined;
  if (!isHttpUrl(text)) return fail(issues, field, 'configUrl');
  return text;
}

/** A CSS value for a custom property; braces and semicolons could end the declaration. */
export function readCssValue(issues: Issues, value: unknown, field: string): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  const text = readString(issues, value, field);
  if (text === undefined) return undefined;
  if (/[;{}<>]/.test(text)) return fail(issues, field, 'configCss');
  // No value of the theme loads anything: url(), image-set() and escapes (which can spell them) are refused.
  if (/\\|url\s*\(|image(-set)?\s*\(|src\s*\(|@import/i.test(text)) return fail(issues, field, 'configLoads');
  return text;
}

/** A colour only: #hex, a keyword, or rgb()/hsl()/hwb()/lab()/lch()/oklab()/oklch()/color() of plain numbers. */
export function readColor(issues: Issues, value: unknown, field: string): string | undefined {
  const text = readString(issues, value, field);
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed);
  const keyword = /^[a-z]{3,30}$/i.test(trimmed);
  const functional =
    /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*[-a-z0-9.,%\s/+]*\)$/i.test(trimmed) &&
    !/url|image|src/i.test(trimmed);
  if (!hex && !keyword && !functional) return fail(issues, field, 'configColour');
  return trimmed;
}

export function readList<T>(
  issues: Issues,
  value: unknown,
  field: string,
  readItem: (item: unknown, field: string) => T | undefined,
): T[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return fail(issues, field, 'configList');
  const items: T[] = [];
  value.forEach((item, index) => {
    const read = readItem(item, `${field}[${index}]`);
    if (read !== undefined) items.push(read);
  });
  return items;
}

export function join(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
