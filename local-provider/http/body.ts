// Reads a JSON request body against a small field spec: unknown fields, missing fields,
// wrong types and malformed JSON all become 400 errors of the shape of docs/provider-api.md#errors.
import { badRequest, type RequestLike } from './responses.ts';

type Kind = 'string' | 'int' | 'bool' | 'object' | 'string[]';
export type FieldSpec = Kind | `${Kind}?`;
export type BodySpec = Record<string, FieldSpec>;

type ValueOf<K> = K extends 'string'
  ? string
  : K extends 'int'
    ? number
    : K extends 'bool'
      ? boolean
      : K extends 'string[]'
        ? string[]
        : Record<string, unknown>;

export type Body<S extends BodySpec> = { [F in keyof S as S[F] extends `${string}?` ? never : F]: ValueOf<S[F]> } & {
  [F in keyof S as S[F] extends `${string}?` ? F : never]?: S[F] extends `${infer K}?` ? ValueOf<K> : never;
};

/** Optional fields the SDK adds to many requests (docs/provider-api.md#bot-protection); accepted and ignored. */
export const BOT_CHECK_FIELDS = { captcha_token: 'string?', dfp_telemetry_id: 'string?' } as const;

function matches(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'int':
      return Number.isInteger(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
  }
}

const KIND_NAMES: Record<Kind, string> = {
  string: 'a string',
  int: 'an integer',
  bool: 'a boolean',
  object: 'an object',
  'string[]': 'a list of strings',
};

/** Deeper values (kept as metadata or claims) would overflow the stack when copied or serialised later. */
export const MAX_DEPTH = 64;

/** Nesting depth of a parsed JSON value, measured without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Longest string a field may hold unless the route names a limit of its own. Every check that costs more
 * than a glance (base58, hashing, strength, signature checks) sees only bounded strings.
 */
export const MAX_STRING_LENGTH = 2048;

/** Longest string per field name, for fields whose values are legitimately longer or must be shorter. */
export type LengthLimits = Record<string, number>;

/** Optional fields the SDK adds to many requests (docs/provider-api.md#bot-protection): a CAPTCHA token can be a few kilobytes. */
export const BOT_CHECK_LIMITS: LengthLimits = { captcha_token: 8192, dfp_telemetry_id: 8192 };

export async function readBody<S extends BodySpec>(
  request: RequestLike,
  spec: S,
  limits: LengthLimits = {},
): Promise<Body<S>> {
  const text = await request.text();
  let parsed: unknown = {};
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('invalid_json', 'The request body is not valid JSON.');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('invalid_json', 'The request body must be a JSON object.');
  }
  if (depthOf(parsed) > MAX_DEPTH)
    throw badRequest('invalid_json', `The request body nests objects and lists deeper than ${MAX_DEPTH} levels.`);
  return checkFields(parsed as Record<string, unknown>, spec, { ...BOT_CHECK_LIMITS, ...limits }) as Body<S>;
}

function checkLength(name: string, value: unknown, limits: LengthLimits): void {
  const limit = Object.hasOwn(limits, name) ? limits[name]! : MAX_STRING_LENGTH;
  const strings = Array.isArray(value) ? value : [value];
  if (strings.some((item) => typeof item === 'string' && item.length > limit)) {
    throw badRequest('field_too_long', `The field "${name}" is longer than ${limit} characters.`);
  }
}

function checkFields(body: Record<string, unknown>, spec: BodySpec, limits: LengthLimits): Record<string, unknown> {
  for (const name of Object.keys(body)) {
    if (!Object.hasOwn(spec, name)) throw badRequest('unknown_field', `Unknown field "${name}" in the request body.`);
  }
  const result: Record<string, unknown> = {};
  for (const [name, fieldSpec] of Object.entries(spec)) {
    const optional = fieldSpec.endsWith('?');
    const kind = (optional ? fieldSpec.slice(0, -1) : fieldSpec) as Kind;
    const value = body[name];
    if (value === undefined || (value === null && optional)) {
      if (!optional) throw badRequest('missing_required_field', `The field "${name}" is required.`);
      continue;
    }
    if (!matches(kind, value))
      throw badRequest('invalid_field_type', `The field "${name}" must be ${KIND_NAMES[kind]}.`);
    checkLength(name, value, limits);
    result[name] = value;
  }
  return result;
}
