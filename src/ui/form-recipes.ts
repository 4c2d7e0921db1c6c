// What the email-type group's React components (widget/EmailGroup.tsx, Tabs, PhoneForm, TextField,
// PhoneField) and its painted forms (src/paint/first-form.ts) work out alike: which form carries
// the "Last used" badge, the tabs' and buttons' words, the country listed before the list of
// countries has come, and how a field's or tabs' ids are derived. The methods' order, which
// court-login.js reads too, is src/session/last-used.ts's.
import { methodKey, type FormMethod } from '../config/rules.ts';
import type { WidgetConfig } from '../config/types.ts';
import type forms from '../i18n/compiled/en/forms.ts';
import { worthABadge } from '../session/last-used.ts';

type FormsText = typeof forms;

/**
 * Whether the form's send button carries the badge: the only method, last used here, beside other
 * ways to sign in. (With several methods, the tab of the last used one carries it.)
 */
export function formBadged(methods: readonly FormMethod[], config: WidgetConfig, lastUsed?: string): boolean {
  return methods.length === 1 && methodKey(methods[0]!) === lastUsed && worthABadge(1, config.products);
}

/** A method's tab label. */
export function methodTabLabel(method: FormMethod, text: FormsText): string {
  if (method.kind !== 'otp' || method.channel === 'email') return text.tabEmail();
  return method.channel === 'sms' ? text.tabText() : text.tabWhatsApp();
}

/** The phone form's send button. */
export function phoneSubmitLabel(channel: 'sms' | 'whatsapp', text: FormsText): string {
  return channel === 'sms' ? text.continueWithText() : text.continueWithWhatsApp();
}

/** The country the phone field lists until the list of countries has come (and selects at first). */
export const FIRST_COUNTRY = { code: 'US', dialCode: '+1' } as const;

/**
 * A country's option: the dial code as a left-to-right island (U+2066 … U+2069), so that "+1" never
 * turns into "1+" in a right-to-left list, then the name.
 */
export function countryOptionText(dialCode: string, name: string): string {
  return `\u2066${dialCode}\u2069 ${name}`;
}

/** The ids of a field's parts, from the field's own id. */
export const fieldIds = (id: string) => ({
  input: id,
  error: `${id}-error`,
  country: `${id}-country`,
  phone: `${id}-phone`,
});

/** The ids of the tabs' parts, from the tab list's own id. */
export const tabIds = (id: string) => ({
  tab: (key: string) => `${id}-tab-${key}`,
  panel: `${id}-panel`,
  lastUsed: `${id}-last-used`,
});
