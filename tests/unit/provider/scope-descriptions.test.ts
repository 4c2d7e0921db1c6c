import { describe, expect, it } from 'vitest';
import { scopeDescriptions } from '../../../src/provider/scope-descriptions.ts';

describe("the project's descriptions of its scopes (bootstrap's rbac_policy)", () => {
  it('reads each scope with its trimmed description, the first of a repeated scope', () => {
    const read = scopeDescriptions({
      roles: [],
      scopes: [
        { scope: 'courts:read', description: '  See which courts are free  ', permissions: [] },
        { scope: 'courts:read', description: 'Another' },
        { scope: '__proto__', description: 'A name like an object property' },
      ],
    });
    expect([...read]).toEqual([
      ['courts:read', 'See which courts are free'],
      ['__proto__', 'A name like an object property'],
    ]);
  });

  it('skips what is not a described scope and bounds what it reads', () => {
    expect(scopeDescriptions(null).size).toBe(0);
    expect(scopeDescriptions({ scopes: 'courts:read' }).size).toBe(0);
    const read = scopeDescriptions({
      scopes: [
        null,
        'courts:read',
        { scope: '', description: 'x' },
        { scope: 'a', description: 7 },
        { scope: 'b', description: '  ' },
        { scope: 'x'.repeat(129), description: 'too long a name' },
        { scope: 'long', description: 'd'.repeat(1_000) },
      ],
    });
    expect([...read.keys()]).toEqual(['long']);
    expect(read.get('long')).toHaveLength(400);
    const many = scopeDescriptions({
      scopes: Array.from({ length: 150 }, (_, index) => ({ scope: `s${index}`, description: 'd' })),
    });
    expect(many.size).toBe(100);
  });
});
