import { afterEach, describe, expect, it, vi } from 'vitest';
import { telemetryBlob } from '../../../src/provider/telemetry.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the telemetry blob’s time zone (docs/provider-api.md#telemetry-blob)', () => {
  it('comes from Temporal where the engine has it, without building a date format (its locale data would delay the first paint)', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Paris' } });
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    expect(telemetryBlob({}).timezone).toBe('Europe/Paris');
    expect(format).not.toHaveBeenCalled();
  });

  it('comes from the date format elsewhere', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(telemetryBlob({}).timezone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is UTC where the engine cannot tell', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no time zone');
        },
      },
    });
    expect(telemetryBlob({}).timezone).toBe('UTC');
  });
});
