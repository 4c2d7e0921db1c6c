import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../src/i18n/compiled/es/index.ts';
import { LanguageContext } from '../../../src/i18n/text.ts';
import { PhoneField } from '../../../src/ui/PhoneField.tsx';

afterEach(cleanup);

const COUNTRIES = [
  { code: 'US', dialCode: '+1' },
  { code: 'CA', dialCode: '+1' },
];

describe('PhoneField', () => {
  it('labels the country selector and the number, with dial code and region in each option', () => {
    render(<PhoneField countries={COUNTRIES} country="US" value="" onCountryChange={vi.fn()} onChange={vi.fn()} />);
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(select.value).toBe('US');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '\u2066+1\u2069 Canada',
      '\u2066+1\u2069 United States',
    ]);
    const input = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.placeholder).toBe('(123) 456-7890');
  });

  it('reports changes of the country and the number', async () => {
    const onCountryChange = vi.fn();
    const onChange = vi.fn();
    render(
      <PhoneField countries={COUNTRIES} country="US" value="" onCountryChange={onCountryChange} onChange={onChange} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    await userEvent.type(screen.getByLabelText('Phone number'), '2');
    expect(onCountryChange).toHaveBeenCalledWith('CA');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('ties its error to the number input', () => {
    render(
      <PhoneField
        countries={COUNTRIES}
        country="US"
        value="1"
        error="Invalid phone number, please try again."
        onCountryChange={vi.fn()}
        onChange={vi.fn()}
      />,
    );
    const input = screen.getByLabelText('Phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByRole('alert').textContent).toBe('Invalid phone number, please try again.');
  });

  it('names and orders the countries in the language on screen, numbers kept left to right', () => {
    const countries = [...COUNTRIES, { code: 'DE', dialCode: '+49' }];
    render(
      <LanguageContext.Provider value={{ lang: 'es', dir: 'ltr', table: es }}>
        <PhoneField countries={countries} country="US" value="" onCountryChange={vi.fn()} onChange={vi.fn()} />
      </LanguageContext.Provider>,
    );
    const select = screen.getByLabelText('País') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '\u2066+49\u2069 Alemania',
      '\u2066+1\u2069 Canadá',
      '\u2066+1\u2069 Estados Unidos',
    ]);
    const input = screen.getByLabelText('Número de teléfono') as HTMLInputElement;
    expect(input.dir).toBe('ltr');
  });
});
