// React's render adopting a painted phone form shows its Continue as the form was readied for it
// (EmailGroup.tsx's readyPaintedForms): busy when the first country's check was not in then, even
// if it came in before React rendered (the hydrated nodes would otherwise differ, and React would
// throw the painted screen away); ready with the render after it. Without a painted screen, a
// check already in makes the form ready at once.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFirstCountryCheck } from '../../../src/platform/phone.ts';
import type { PhoneToolsState } from '../../../src/screens/main/PhoneForm.tsx';
import { PaintedScreenContext, type Adoption } from '../../../src/ui/painted-ids.ts';
import { CourtLoginWidget } from '../../../src/widget/Widget.tsx';
import { localCourt, widgetConfig } from '../flows/support.ts';

const rendered = vi.hoisted(() => ({ phones: [] as PhoneToolsState[] }));

vi.mock('../../../src/screens/main/PhoneForm.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/screens/main/PhoneForm.tsx')>();
  return {
    ...original,
    PhoneForm: (props: Parameters<typeof original.PhoneForm>[0]) => {
      rendered.phones.push(props.phone);
      return original.PhoneForm(props);
    },
  };
});

afterEach(() => {
  cleanup();
  rendered.phones = [];
});

function mountPhoneForm(adoption?: Adoption) {
  const { court } = localCourt();
  const config = widgetConfig({ products: ['otp'], otpOptions: { methods: ['sms'] } });
  render(
    <PaintedScreenContext.Provider value={adoption}>
      <CourtLoginWidget
        setup={{ kind: 'ready', court, config, mode: 'login' }}
        outputs={{ onSuccess: vi.fn(), onError: vi.fn(), onEvent: vi.fn() }}
      />
    </PaintedScreenContext.Provider>,
  );
}

const ready = (phone: PhoneToolsState) =>
  phone.status === 'ready' || (phone.status === 'loading' && !!phone.firstCountry);

describe("the phone form's Continue in React's first render", () => {
  it('adopting a form readied busy: busy, though the check came in since; ready after', async () => {
    await loadFirstCountryCheck();
    mountPhoneForm({ ids: {}, taken: {}, phoneBusy: true });
    await waitFor(() => expect(rendered.phones.length).toBeGreaterThan(0));
    expect(ready(rendered.phones[0]!), 'the first render').toBe(false);
    await waitFor(() => expect(ready(rendered.phones.at(-1)!)).toBe(true));
    expect(screen.getByRole('button', { name: 'Continue with text message' }).getAttribute('aria-busy')).toBe(null);
  });

  it('without a painted screen: ready at once once the check is in', async () => {
    await loadFirstCountryCheck();
    mountPhoneForm();
    await waitFor(() => expect(rendered.phones.length).toBeGreaterThan(0));
    expect(ready(rendered.phones[0]!), 'the first render').toBe(true);
  });
});
