import { useId } from 'react';
import { productText } from '../i18n/en-products.ts';
import { PART } from './parts.ts';
import { FieldError } from './TextField.tsx';

export interface CountryOption {
  /** ISO 3166 region code, e.g. US. */
  code: string;
  dialCode: string;
  name: string;
}

interface PhoneFieldProps {
  countries: CountryOption[];
  country: string;
  value: string;
  error?: string;
  onCountryChange: (code: string) => void;
  onChange: (value: string) => void;
}

export function PhoneField({ countries, country, value, error, onCountryChange, onChange }: PhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="court-field">
      <div className="court-phone">
        <div className="court-field">
          <label className="court-label" part={PART.label} htmlFor={`${id}-country`}>{productText.countryLabel}</label>
          <select id={`${id}-country`} className="court-select" part={PART.select} value={country} onChange={(event) => onCountryChange(event.target.value)}>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>{`${isolated(option.dialCode)} ${option.name}`}</option>
            ))}
          </select>
        </div>
        <div className="court-field">
          <label className="court-label" part={PART.label} htmlFor={`${id}-phone`}>{productText.phoneLabel}</label>
          <input
            id={`${id}-phone`}
            className="court-input"
            part={`${PART.input} phone-input`}
            type="tel"
            name="phone"
            autoComplete="tel-national"
            placeholder={productText.phonePlaceholder}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The dial code as a left-to-right island (U+2066 … U+2069): "+1" never turns into "1+" in a right-to-left list. */
function isolated(dialCode: string): string {
  return `\u2066${dialCode}\u2069`;
}
