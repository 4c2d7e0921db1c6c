import { afterEach, describe, expect, it, vi } from 'vitest';
import { telemetryBlob } from '../../../src/provider/telemetry.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A date format that answers `zone` (or fails), counting the formats made from now on. */
function dateFormatAnswering(zone: string | Error): { readonly made: number } {
  const counter = { made: 0 };
  function DateTimeFormat() {
    counter.made += 1;
    if (zone instanceof Error) throw zone;
    return { resolvedOptions: () => ({ timeZone: zone }) };
  }
  vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: DateTimeFormat } }));
  return counter;
}

const temporalAnswering = (timeZoneId: () => unknown) => vi.stubGlobal('Temporal', { Now: { timeZoneId } });

describe('the telemetry blob’s time zone (docs/provider-api.md#telemetry-blob)', () => {
  it('comes from Temporal where the engine has it, without making a date format (its locale data would delay the first paint)', () => {
    temporalAnswering(() => 'Europe/Paris');
    const formats = dateFormatAnswering('America/Chicago');
    expect(telemetryBlob({}).timezone).toBe('Europe/Paris');
    expect(formats.made).toBe(0);
  });

  it('comes from the date format without Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    const formats = dateFormatAnswering('America/Chicago');
    expect(telemetryBlob({}).timezone).toBe('America/Chicago');
    expect(formats.made).toBe(1);
  });

  it('comes from the date format where a Temporal stand-in fails, lacks `timeZoneId` or answers no zone', () => {
    dateFormatAnswering('Asia/Tokyo');
    temporalAnswering(() => {
      throw new RangeError('no time zone');
    });
    expect(telemetryBlob({}).timezone).toBe('Asia/Tokyo');
    vi.stubGlobal('Temporal', { Now: { timeZone: () => 'Europe/Paris' } });
    expect(telemetryBlob({}).timezone).toBe('Asia/Tokyo');
    temporalAnswering(() => '');
    expect(telemetryBlob({}).timezone).toBe('Asia/Tokyo');
  });

  it('is UTC where neither can tell', () => {
    vi.stubGlobal('Temporal', undefined);
    dateFormatAnswering(new RangeError('no locale data'));
    expect(telemetryBlob({}).timezone).toBe('UTC');
  });
});
