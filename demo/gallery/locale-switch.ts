// The gallery's language switch: a select that sets the `locale` attribute on every widget of the
// gallery, so each screen can be seen in every language the widget speaks, right to left included.
import type { Locale } from '../../src/i18n/locales.ts';

/** Each locale with its name in its own language (the pseudo-locale under an English name). */
export const GALLERY_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'fr', name: 'Français' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'ja', name: '日本語' },
  { locale: 'zh-CN', name: '简体中文' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'he', name: 'עברית' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'pl', name: 'Polski' },
  { locale: 'ko', name: '한국어' },
  { locale: 'zh-TW', name: '繁體中文' },
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en-XA', name: 'Pseudo-locale (en-XA)' },
] as const satisfies ReadonlyArray<{ locale: Locale; name: string }>;

export type GalleryLocale = (typeof GALLERY_LOCALES)[number]['locale'];

export function isGalleryLocale(value: string | null): value is GalleryLocale {
  return GALLERY_LOCALES.some((entry) => entry.locale === value);
}

/** Every widget in the container speaks `locale` from now on. */
export function setGalleryLocale(container: ParentNode, locale: GalleryLocale): void {
  for (const element of container.querySelectorAll('court-login')) element.setAttribute('locale', locale);
}

/** A labelled select that switches every widget in `container`; disabled until `enable()`. */
export function localeSwitch(
  container: ParentNode,
  initial: GalleryLocale = 'en',
): { field: HTMLElement; select: HTMLSelectElement; enable: () => void } {
  const field = document.createElement('p');
  field.className = 'gallery-locale';
  const label = document.createElement('label');
  label.textContent = 'Language of the widgets ';
  const select = document.createElement('select');
  for (const { locale, name } of GALLERY_LOCALES) {
    const option = new Option(`${name} · ${locale}`, locale, false, locale === initial);
    if (locale !== 'en-XA') option.lang = locale;
    select.append(option);
  }
  // Screens are driven by their English texts: the switch waits until every screen is reached.
  select.disabled = true;
  select.addEventListener('change', () => {
    if (isGalleryLocale(select.value)) setGalleryLocale(container, select.value);
  });
  label.append(select);
  field.append(label);
  return {
    field,
    select,
    enable() {
      select.disabled = false;
      if (isGalleryLocale(select.value) && select.value !== 'en') setGalleryLocale(container, select.value);
    },
  };
}
