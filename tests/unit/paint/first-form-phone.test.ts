// The painted phone form asks for the whole phone metadata once the visitor turns to it, before
// React: React's form, which adopts the same nodes (already focused, say), hears of that load
// (src/platform/phone.ts, whenPhoneParserWanted) rather than waiting for a turn of its own.
import { describe, expect, it, vi } from 'vitest';
import { addForms } from '../../../src/paint/first-form.ts';
import { paintFirstScreen } from '../../../src/paint/first-screen.ts';
import { awaitReact } from '../../../src/paint/hand-over.ts';
import { whenPhoneParserWanted } from '../../../src/platform/phone.ts';
import { widgetConfig } from '../flows/support.ts';

const config = widgetConfig({ products: ['otp'], otpOptions: { methods: ['sms'] } });

describe('the painted phone form', () => {
  it('asks for the whole phone metadata once the visitor turns to it, and not before', async () => {
    const painted = paintFirstScreen(config, undefined);
    document.body.replaceChildren(painted);
    awaitReact(painted);
    addForms(painted, config, undefined);
    const heard = vi.fn<(parser: Promise<unknown>) => void>();
    const stop = whenPhoneParserWanted(heard);
    expect(heard, 'painted').not.toHaveBeenCalled();

    painted.querySelector('input[type="tel"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
    await expect(heard.mock.calls[0]![0]).resolves.toMatchObject({ countries: expect.any(Array) });
    stop();
  });
});
