// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { deferredGroup } from '../../../src/provider/deferred.ts';
import type { ApiResult } from '../../../src/provider/types.ts';

const group = { echo: async (value: string): Promise<ApiResult<string>> => ({ ok: true, value }) };

describe('deferredGroup', () => {
  it('loads the group on the first call only and then calls the endpoint', async () => {
    const load = vi.fn(async () => group);
    const echo = deferredGroup(load)((loaded) => loaded.echo);
    expect(load).not.toHaveBeenCalled();
    expect(await echo('a')).toEqual({ ok: true, value: 'a' });
    expect(await echo('b')).toEqual({ ok: true, value: 'b' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a network error when the chunk cannot load, and tries again on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(group);
    const echo = deferredGroup<typeof group>(load)((loaded) => loaded.echo);
    const failed = await echo('a');
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error.kind).toBe('network');
    expect(await echo('b')).toEqual({ ok: true, value: 'b' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
