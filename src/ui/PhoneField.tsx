// Mirrored without React by src/paint/first-form.ts (one country listed); tests/browser/first-paint.test.ts compares them.
import { useContext, useMemo } from 'react';
import { usePartId } from './painted-ids.ts';
import forms from '../i18n/compiled/en/forms.ts';
import { LanguageContext, useText } from '../i18n/text.ts';
import { namedInOrder, type CountryOption } from './country-names.ts';
import { countryOptionText, fieldIds } from './form-recipes.ts';
import { PRODUCT_PART } from './product-parts.ts';
import { FieldError } from './TextField.tsx';

interface PhoneFieldProps {
  countries: CountryOption[];
  country: string;
  value: string;
  error?: string;
  onCountryChange: (code: string) => void;
  onChange: (value: string) => void;
}

export function PhoneField({ countries, country, value, error, onCountryChange, onChange }: PhoneFieldProps) {
  const text = useText(forms);
  const { lang } = useContext(LanguageContext);
  const named = useMemo(() => namedInOrder(countries, lang), [countries, lang]);
  const ids = fieldIds(usePartId('field', true));
  return (
    <div className="court-field">
      <div className="court-phone">
        <div className="court-field">
          <label className="court-label" part={PRODUCT_PART.label} htmlFor={ids.country}>
            {text.countryFieldLabel()}
          </label>
          <select
            id={ids.country}
            className="court-select"
            part={PRODUCT_PART.select}
            value={country}
            onChange={(event) => onCountryChange(event.target.value)}
          >
            {named.map((option) => (
              <option key={option.code} value={option.code}>
                {countryOptionText(option.dialCode, option.name)}
              </option>
            ))}
          </select>
        </div>
        <div className="court-field">
          <label className="court-label" part={PRODUCT_PART.label} htmlFor={ids.phone}>
            {text.phoneFieldLabel()}
          </label>
          <input
            id={ids.phone}
            className="court-input"
            part={`${PRODUCT_PART.input} phone-input`}
            type="tel"
            dir="ltr"
            name="phone"
            autoComplete="tel-national"
            placeholder={text.phoneFieldPlaceholder()}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
