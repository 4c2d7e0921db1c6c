// JSON at the worker's edges: whether a request says its body is JSON, and reading back a record the
// worker stored as JSON text (which another worker, an older version or a hand in Redis may have
// written differently), so that every caller gets the shape it expects or nothing.

/** `application/json`, with or without parameters (`; charset=utf-8`), any case. */
export function isJsonContentType(header: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(header ?? '');
}

/**
 * The record in `raw` when it is a JSON object that `hasShape` accepts; undefined when there is none,
 * it is not JSON, or it is not an object of that shape.
 */
export function readStoredJson<T extends object>(
  raw: string | undefined,
  hasShape: (value: T) => boolean,
): T | undefined {
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return hasShape(value as T) ? (value as T) : undefined;
}
