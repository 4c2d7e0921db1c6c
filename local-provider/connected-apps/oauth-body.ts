// Request bodies of the OAuth endpoints: form-encoded (what OAuth clients send) or JSON (what the
// hosted provider's docs show). Unknown parameters are ignored, as RFC 6749 §3.2 asks; every value is
// bounded before anything else looks at it.
import type { RequestLike } from '../http/responses.ts';
import { MAX_DEPTH } from '../http/body.ts';
import { invalidRequest, OAuthError } from './oauth-errors.ts';

/** Largest OAuth request body read (a registration with ten long redirect URIs fits many times over). */
export const MAX_OAUTH_BODY_LENGTH = 64 * 1024;
/** Longest single parameter value (JWT-sized values fit). */
export const MAX_PARAMETER_LENGTH = 8192;
const MAX_PARAMETERS = 100;

async function bodyText(request: RequestLike): Promise<string> {
  const text = await request.text();
  if (text.length > MAX_OAUTH_BODY_LENGTH)
    throw new OAuthError(
      413,
      'invalid_request',
      `The request body is longer than ${MAX_OAUTH_BODY_LENGTH} characters.`,
    );
  return text;
}

function mediaType(request: RequestLike): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function parseJsonObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest('The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidRequest('The request body must be a JSON object.');
  if (nestedTooDeep(parsed)) throw invalidRequest(`The request body nests deeper than ${MAX_DEPTH} levels.`);
  return parsed as Record<string, unknown>;
}

function nestedTooDeep(value: unknown): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_DEPTH) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** A JSON object body (client registration, RFC 7591 §3.1). */
export async function readJsonBody(request: RequestLike): Promise<Record<string, unknown>> {
  const type = mediaType(request);
  if (type !== 'application/json' && type !== '') throw invalidRequest('Send the registration as application/json.');
  const text = await bodyText(request);
  return parseJsonObject(text.trim() === '' ? '{}' : text);
}

/** Parameters of a form or JSON body, each name with its values (only `resource` may repeat, see `single`). */
export class OAuthParameters {
  constructor(private readonly values: Map<string, string[]>) {}

  /** The one value of `name`, or undefined; a parameter sent twice is refused (RFC 6749 §3.2). */
  single(name: string): string | undefined {
    const values = this.values.get(name);
    if (!values || values.length === 0) return undefined;
    if (values.length > 1) throw invalidRequest(`The parameter ${name} must be sent once.`);
    return values[0] === '' ? undefined : values[0];
  }

  /** Every value of a repeatable parameter, such as `resource` (RFC 8707). */
  all(name: string): string[] {
    return (this.values.get(name) ?? []).filter((value) => value !== '');
  }
}

const tooManyParameters = () => invalidRequest(`The request carries more than ${MAX_PARAMETERS} parameters.`);

function checkValues(values: Map<string, string[]>): OAuthParameters {
  let count = 0;
  for (const [name, list] of values) {
    count += list.length;
    if (list.some((value) => value.length > MAX_PARAMETER_LENGTH))
      throw invalidRequest(`The parameter ${name.slice(0, 64)} is longer than ${MAX_PARAMETER_LENGTH} characters.`);
  }
  if (count > MAX_PARAMETERS) throw tooManyParameters();
  return new OAuthParameters(values);
}

/**
 * A form's parameters, refused at the first one past the limit: a body of one name sent thousands
 * of times costs no more than reading it once.
 */
function formValues(text: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  let count = 0;
  for (const [name, value] of new URLSearchParams(text)) {
    count += 1;
    if (count > MAX_PARAMETERS) throw tooManyParameters();
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  return values;
}

/** Parameters of a token, introspection or revocation request. */
export async function readParameters(request: RequestLike): Promise<OAuthParameters> {
  const type = mediaType(request);
  const text = await bodyText(request);
  if (type === 'application/x-www-form-urlencoded') return checkValues(formValues(text));
  const values = new Map<string, string[]>();
  if (type !== 'application/json' && !(type === '' && text.trim().startsWith('{'))) {
    throw invalidRequest('Send the parameters as application/x-www-form-urlencoded or application/json.');
  }
  for (const [name, value] of Object.entries(parseJsonObject(text))) {
    if (typeof value === 'string') values.set(name, [value]);
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      values.set(name, value as string[]);
    else if (value !== null && value !== undefined) values.set(name, [JSON.stringify(value)]);
  }
  return checkValues(values);
}
