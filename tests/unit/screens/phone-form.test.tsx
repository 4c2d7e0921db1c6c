import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCountries, loadFirstCountryCheck, loadPhoneParser } from '../../../src/platform/phone.ts';
import { PhoneForm, type PhoneToolsState } from '../../../src/screens/main/PhoneForm.tsx';

afterEach(cleanup);

describe('PhoneForm', () => {
  it('holds a press made before the phone parser has loaded, and sends the number once it is in, once', async () => {
    const onSubmit = vi.fn();
    const form = (phone: PhoneToolsState) => (
      <PhoneForm channel="sms" phone={phone} pending={false} onSubmit={onSubmit} />
    );
    const { rerender } = render(form({ status: 'loading' }));
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.type(screen.getByLabelText('Phone number'), '2015550123{Enter}');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(form({ status: 'ready', tools: await loadPhoneParser() }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isValid: true, number: '+12015550123' }));
  });

  it('goes from a held press to sending it without showing ready in between', async () => {
    const sent = vi.fn();
    // As the widget's flow does: the send makes the form pending.
    function Form({ phone }: { phone: PhoneToolsState }) {
      const [pending, setPending] = useState(false);
      return (
        <PhoneForm
          channel="sms"
          phone={phone}
          pending={pending}
          onSubmit={(parsed) => {
            sent(parsed);
            setPending(true);
          }}
        />
      );
    }
    const { rerender } = render(<Form phone={{ status: 'loading' }} />);
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    await userEvent.type(screen.getByLabelText('Phone number'), '2015550123');
    await userEvent.click(button);
    const busy: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      busy.push(...records.map(() => button.getAttribute('aria-busy'))),
    );
    observer.observe(button, { attributes: true, attributeFilter: ['aria-busy'] });

    rerender(<Form phone={{ status: 'ready', tools: await loadPhoneParser() }} />);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    busy.push(...observer.takeRecords().map(() => button.getAttribute('aria-busy')));
    observer.disconnect();
    expect(busy, 'aria-busy never left').toEqual([]);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('sends nothing once the parser is in when nobody pressed', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <PhoneForm channel="sms" phone={{ status: 'loading' }} pending={false} onSubmit={onSubmit} />,
    );
    await userEvent.type(screen.getByLabelText('Phone number'), '2015550123');
    rerender(
      <PhoneForm
        channel="sms"
        phone={{ status: 'ready', tools: await loadPhoneParser() }}
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('button', { name: 'Continue with text message' }).getAttribute('aria-busy')).toBe(null);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats the number as typed and sends the parsed number', async () => {
    const onSubmit = vi.fn();
    const tools = await loadPhoneParser();
    render(<PhoneForm channel="whatsapp" phone={{ status: 'ready', tools }} pending={false} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Phone number') as HTMLInputElement;
    await userEvent.type(input, '2015550123');
    expect(input.value).toBe('(201) 555-0123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with WhatsApp' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isValid: true, number: '+12015550123' }));
  });

  it('formats what was typed before the tools came once they are in', async () => {
    const form = (phone: PhoneToolsState) => (
      <PhoneForm channel="sms" phone={phone} pending={false} onSubmit={() => {}} />
    );
    const { rerender } = render(form({ status: 'loading', firstCountry: await loadFirstCountryCheck() }));
    const input = screen.getByLabelText('Phone number') as HTMLInputElement;
    await userEvent.type(input, '2015550123');
    expect(input.value, 'as typed').toBe('2015550123');
    rerender(form({ status: 'ready', tools: await loadPhoneParser() }));
    await waitFor(() => expect(input.value).toBe('(201) 555-0123'));
  });

  it('sends an unparsable number as invalid, for the form to reject', async () => {
    const onSubmit = vi.fn();
    const tools = await loadPhoneParser();
    render(<PhoneForm channel="sms" phone={{ status: 'ready', tools }} pending={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Phone number'), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isValid: false }));
  });

  it('sends a number of the first country at once with its check alone, before the parser', async () => {
    const onSubmit = vi.fn();
    render(
      <PhoneForm
        channel="sms"
        phone={{ status: 'loading', firstCountry: await loadFirstCountryCheck() }}
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    expect(button.getAttribute('aria-busy'), 'ready to send').toBe(null);
    await userEvent.type(screen.getByLabelText('Phone number'), '(201) 555-0123{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      isValid: true,
      number: '+12015550123',
      national: '(201) 555-0123',
      international: '+1 201 555 0123',
    });
  });

  it("holds another country's number for the parser, showing it waits, and sends it once the parser is in", async () => {
    const onSubmit = vi.fn();
    const firstCountry = await loadFirstCountryCheck();
    const form = (phone: PhoneToolsState) => (
      <PhoneForm channel="sms" phone={phone} pending={false} onSubmit={onSubmit} />
    );
    const { rerender } = render(form({ status: 'loading', firstCountry }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+44 7911 123456{Enter}');
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    expect(button.getAttribute('aria-busy'), 'waiting for the parser').toBe('true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(form({ status: 'ready', tools: await loadPhoneParser() }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isValid: true, number: '+447911123456' }));
  });

  it('lists every country before the parser, and wants the parser once the visitor turns to the form', async () => {
    const onUse = vi.fn();
    const phone: PhoneToolsState = {
      status: 'loading',
      firstCountry: await loadFirstCountryCheck(),
      countries: await loadCountries(),
    };
    render(<PhoneForm channel="sms" phone={phone} pending={false} onUse={onUse} onSubmit={() => {}} />);
    const countries = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(countries.options.length).toBeGreaterThan(240);
    expect([...countries.options].find((option) => option.value === 'GB')?.textContent).toBe(
      '\u2066+44\u2069 United Kingdom',
    );
    expect(onUse, 'nothing done yet').not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Phone number'));
    expect(onUse).toHaveBeenCalled();
  });

  it('wants the parser for a country chosen without a focus, and holds its number for it', async () => {
    const onUse = vi.fn();
    const onSubmit = vi.fn();
    const form = (phone: PhoneToolsState) => (
      <PhoneForm channel="sms" phone={phone} pending={false} onUse={onUse} onSubmit={onSubmit} />
    );
    const { rerender } = render(
      form({ status: 'loading', firstCountry: await loadFirstCountryCheck(), countries: await loadCountries() }),
    );
    const countries = screen.getByLabelText('Country') as HTMLSelectElement;
    // As a script or a driver may choose: a change alone.
    countries.value = 'GB';
    countries.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(onUse).toHaveBeenCalled());
    // Also a number of the first country: with the United Kingdom chosen, it is not read as one.
    await userEvent.type(screen.getByLabelText('Phone number'), '2015550123{Enter}');
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    expect(button.getAttribute('aria-busy'), 'waiting for the parser').toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(form({ status: 'ready', tools: await loadPhoneParser() }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isValid: false }));
  });

  it("after the tools failed, still sends the first country's numbers, says so for one only they read, and asks again on that press", async () => {
    const onUse = vi.fn();
    const onSubmit = vi.fn();
    const phone: PhoneToolsState = {
      status: 'failed',
      firstCountry: await loadFirstCountryCheck(),
      countries: await loadCountries(),
    };
    render(<PhoneForm channel="sms" phone={phone} pending={false} onUse={onUse} onSubmit={onSubmit} />);
    expect(screen.queryByRole('alert'), 'the first country can be sent').toBe(null);
    const input = screen.getByLabelText('Phone number');
    await userEvent.click(input);
    expect(onUse, 'a focus asks again').toHaveBeenCalled();
    onUse.mockClear();
    await userEvent.type(input, '+44 7911 123456', { skipClick: true });
    expect(onUse, 'typing does not, after a failure').not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Phone sign-in could not load. Check your connection and reload the page.',
    );
    expect(onUse, 'the press asks again').toHaveBeenCalledTimes(1);

    await userEvent.clear(input);
    expect(screen.queryByRole('alert'), 'another number').toBe(null);
    await userEvent.type(input, '2015550123{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ number: '+12015550123' }));
  });

  it('after the tools failed, says so for another country chosen, and cannot send', async () => {
    const phone: PhoneToolsState = {
      status: 'failed',
      firstCountry: await loadFirstCountryCheck(),
      countries: await loadCountries(),
    };
    render(<PhoneForm channel="sms" phone={phone} pending={false} onSubmit={() => {}} />);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'GB');
    expect(screen.getByRole('alert').textContent).toContain('Phone sign-in could not load.');
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('says so when the parser could not load, and cannot be sent', async () => {
    const onSubmit = vi.fn();
    render(<PhoneForm channel="sms" phone={{ status: 'failed' }} pending={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Phone sign-in could not load. Check your connection and reload the page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
