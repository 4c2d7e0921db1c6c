// @vitest-environment node
// The worker's one reading of "this request's body is JSON" and of a stored JSON record.
import { describe, expect, it } from 'vitest';
import { isJsonContentType, readStoredJson } from '../../../worker/json.ts';

describe('isJsonContentType', () => {
  it('accepts application/json with or without parameters, in any case', () => {
    for (const header of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
      'application/json ;x=y',
    ]) {
      expect(isJsonContentType(header), header).toBe(true);
    }
  });

  it('refuses anything else, and no header', () => {
    for (const header of [
      undefined,
      '',
      'text/plain',
      'application/jsonp',
      'application/json-patch+json',
      'multipart/form-data',
      ' application/json',
    ]) {
      expect(isJsonContentType(header), String(header)).toBe(false);
    }
  });
});

describe('readStoredJson', () => {
  const hasId = (value: { id?: unknown }) => typeof value.id === 'string';

  it('gives the record when it is an object of the expected shape', () => {
    expect(readStoredJson('{"id":"a","n":1}', hasId)).toEqual({ id: 'a', n: 1 });
  });

  it('gives nothing for no record, text that is not JSON, a JSON value that is not an object, or another shape', () => {
    for (const raw of [undefined, '', '{"id":', 'null', '"id"', '42', '["a"]', '{"id":7}', '{}']) {
      expect(readStoredJson(raw, hasId), String(raw)).toBeUndefined();
    }
  });
});
