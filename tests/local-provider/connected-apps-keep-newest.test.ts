// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeRoomFor } from '../../local-provider/connected-apps/keep-newest.ts';

describe('makeRoomFor', () => {
  const list = [
    { owner: 'ace', n: 1 },
    { owner: 'rally', n: 2 },
    { owner: 'ace', n: 3 },
    { owner: 'ace', n: 4 },
    { owner: 'rally', n: 5 },
  ];
  const ace = (entry: { owner: string }) => entry.owner === 'ace';

  it("drops the owner's oldest entries so that one more fits, and keeps everyone else's", () => {
    expect(makeRoomFor(list, ace, 2).map((entry) => entry.n)).toEqual([2, 4, 5]);
    expect(makeRoomFor(list, ace, 1).map((entry) => entry.n)).toEqual([2, 5]);
  });

  it('changes nothing while the owner has room', () => {
    expect(makeRoomFor(list, ace, 4)).toBe(list);
    expect(makeRoomFor([], ace, 1)).toEqual([]);
  });
});
