// An options object whose fields are each read one of a few ways: one table names every field once,
// giving both the allowed keys and how each is read (in the table's order, so issues keep that order).
import {
  join,
  readAbsoluteUrl,
  readBoolean,
  readColor,
  readCssValue,
  readInteger,
  readObject,
  readString,
  type Issues,
} from './read.ts';

export const MAX_MINUTES = 10080;

/**
 * url: absolute http(s) URL; text: non-empty string; minutes: whole minutes 5…MAX_MINUTES; flag:
 * true/false, false if absent; color: a colour; css: a CSS value that loads nothing; or a reader of
 * the field's own (given its value, also when absent, and its path).
 */
export type FieldKind<Value = unknown> =
  'url' | 'text' | 'minutes' | 'flag' | 'color' | 'css' | ((value: unknown, path: string) => Value);

export function readFields<T>(
  issues: Issues,
  value: unknown,
  field: string,
  kinds: { [Key in keyof T & string]-?: FieldKind<T[Key]> },
): T | undefined {
  const options = readObject(issues, value, field, Object.keys(kinds));
  if (!options) return undefined;
  const result: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries<FieldKind>(kinds)) {
    const path = join(field, key);
    const item = options[key];
    result[key] =
      typeof kind === 'function'
        ? kind(item, path)
        : kind === 'url'
          ? readAbsoluteUrl(issues, item, path)
          : kind === 'text'
            ? readString(issues, item, path)
            : kind === 'flag'
              ? (readBoolean(issues, item, path) ?? false)
              : kind === 'color'
                ? readColor(issues, item, path)
                : kind === 'css'
                  ? readCssValue(issues, item, path)
                  : readInteger(issues, item, path, 5, MAX_MINUTES);
  }
  return result as T;
}
