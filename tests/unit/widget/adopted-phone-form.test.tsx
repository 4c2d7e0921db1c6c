// React's render adopting a painted phone form shows its Continue as the form was readied for it
// (EmailGroup.tsx's readyPaintedForms): busy when the first country's check was not in then, even
// if it came in before React rendered (the hydrated nodes would otherwise differ, and React would
// throw the painted screen away); ready with the render after it. Without a painted screen, a
// check already in makes the form ready at once. The first render lists the painted form's one
// country, every country after; the whole metadata waits for the visitor's turn to the form.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCountries, loadFirstCountryCheck, whenPhoneParserWanted } from '../../../src/platform/phone.ts';
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

  it('adopting a form: the one country in the first render, though the list came in before; every country after', async () => {
    await loadCountries();
    const wanted = vi.fn();
    const stop = whenPhoneParserWanted(wanted);
    mountPhoneForm({ ids: {}, taken: {}, phoneBusy: false });
    await waitFor(() => expect(rendered.phones.length).toBeGreaterThan(0));
    expect(rendered.phones[0]!.countries, 'the first render').toBe(undefined);
    await waitFor(() => expect(rendered.phones.at(-1)!.countries?.length).toBeGreaterThan(240));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).options.length).toBeGreaterThan(240);
    expect(wanted, 'the whole metadata, with no turn to the form').not.toHaveBeenCalled();
    stop();
  });
});
