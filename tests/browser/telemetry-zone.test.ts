import { expect } from 'chai';
import { telemetryBlob } from '../../src/provider/telemetry.ts';

// Engines with Temporal (Chromium, Firefox) read the zone from it, cheaper than a date format's
// locale data: it must name the very zone the date format names, as the provider's own SDK sends
// it. WebKit, without Temporal, reads the date format itself.
describe('the telemetry blob’s time zone in this engine', () => {
  it('is the IANA zone the date format gives', () => {
    const { timezone } = telemetryBlob({});
    expect(timezone).to.equal(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(timezone).to.match(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
  });
});
