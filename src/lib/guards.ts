// Small type guards for validating untrusted JSON (provider answers, stored state).

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isInteger = (value: unknown): value is number => Number.isInteger(value);

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** Parses JSON text; `undefined` when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
