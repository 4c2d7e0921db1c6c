// @vitest-environment node
// The benchmark's request count and levels: a script is one level after the latest-level script that
// had arrived before it was requested.
import { describe, expect, it } from 'vitest';
import { requestsBefore } from '../../../scripts/bench/requests.ts';

const script = (name: string, startTime: number, responseEnd: number) => ({
  url: `https://cdn.test/${name}.js`,
  initiatorType: 'script',
  startTime,
  responseEnd,
});

describe('requestsBefore', () => {
  it('puts scripts requested together after the entry in level 2, whatever order they arrive in', () => {
    const fetches = [script('entry', 10, 400), script('a', 410, 700), script('b', 411, 560), script('c', 412, 900)];
    expect(requestsBefore(fetches, 1000)).toEqual({ requests: 5, scriptLevels: 2 });
  });

  it('counts a script requested only after a level-2 script arrived as level 3', () => {
    const fetches = [script('entry', 10, 400), script('a', 410, 700), script('deep', 705, 900)];
    expect(requestsBefore(fetches, 1000).scriptLevels).toBe(3);
  });

  it('ignores what started after the moment, and counts the document and other requests', () => {
    const fetches = [
      script('entry', 10, 400),
      { url: 'https://cdn.test/favicon.ico', initiatorType: 'other', startTime: 20, responseEnd: 30 },
      script('late', 1200, 1300),
    ];
    expect(requestsBefore(fetches, 1000)).toEqual({ requests: 3, scriptLevels: 1 });
    expect(requestsBefore([], 1000)).toEqual({ requests: 1, scriptLevels: 0 });
  });
});
