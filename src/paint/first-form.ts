// The email-type forms of the first screen drawn with plain DOM calls, as EmailGroup, Tabs,
// EmailForm, PhoneForm, TextField and PhoneField render them first, before the list of countries:
// the or divider under buttons, the tabs when there are several methods (the last used first and
// open), and the open method's form. In a chunk of its own with the forms' rules and words, which
// court-login.js requests at once when it paints a first screen with forms (paints-forms.ts).
import { methodKey, type FormMethod } from '../config/rules.ts';
import type { WidgetConfig } from '../config/types.ts';
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import forms from '../i18n/compiled/en/forms.ts';
import { buttonClassName } from '../ui/button-classes.ts';
import {
  countryOptionText,
  fieldIds,
  FIRST_COUNTRY,
  formBadged,
  methodTabLabel,
  phoneSubmitLabel,
  tabIds,
} from '../ui/form-recipes.ts';
import { loadedFirstCountryCheck } from '../platform/phone.ts';
import { methodsInOrder } from '../session/last-used.ts';
import { PART } from '../ui/parts.ts';
import { PRODUCT_PART } from '../ui/product-parts.ts';
import { adoptFormStyles } from '../styles/form-sheet.ts';
import { keepIds, node, uniqueId } from './dom.ts';

function fieldError(id: string): HTMLElement {
  return node('p', { id, class: 'court-field-error', part: PRODUCT_PART.fieldError, role: 'alert', hidden: '' });
}

function submitButton(label: string, busy: boolean, badged: boolean): HTMLButtonElement {
  const badge = badged ? uniqueId('badge') : '';
  return node(
    'button',
    {
      type: 'submit',
      class: buttonClassName({ primary: true }),
      part: PART.primaryButton,
      ...(busy && { 'aria-disabled': 'true', 'aria-busy': 'true' }),
      ...(badge && { 'aria-describedby': badge }),
    },
    busy && node('span', { class: 'court-spinner', 'aria-hidden': 'true' }),
    node('span', { class: 'court-button-label' }, label),
    badge && node('span', { id: badge, class: 'court-badge', part: PART.lastUsed }, firstScreen.lastUsed()),
  );
}

function label(id: string, text: string): HTMLLabelElement {
  return node('label', { class: 'court-label', part: PRODUCT_PART.label, for: id }, text);
}

/** `badged`: the only form, last used here beside other ways to sign in (EmailGroup's rule). */
function form(method: FormMethod, badged = false): HTMLFormElement {
  const ids = fieldIds(uniqueId('field'));
  if (method.kind === 'otp' && method.channel !== 'email') {
    return node(
      'form',
      { class: 'court-stack', novalidate: '' },
      node(
        'div',
        { class: 'court-field' },
        node(
          'div',
          { class: 'court-phone' },
          node(
            'div',
            { class: 'court-field' },
            label(ids.country, forms.countryFieldLabel()),
            // The one country React's form lists too, until it has adopted this one.
            node(
              'select',
              { id: ids.country, class: 'court-select', part: PRODUCT_PART.select },
              // The name Intl.DisplayNames gives in English: the painter asks for none, as the first
              // call loads the engine's locale data (some 50 ms of a phone's CPU, src/ui/country-names.ts).
              node('option', { value: FIRST_COUNTRY.code }, countryOptionText(FIRST_COUNTRY.dialCode, 'United States')),
            ),
          ),
          node(
            'div',
            { class: 'court-field' },
            label(ids.phone, forms.phoneFieldLabel()),
            node('input', {
              id: ids.phone,
              class: 'court-input',
              part: `${PRODUCT_PART.input} phone-input`,
              type: 'tel',
              dir: 'ltr',
              name: 'phone',
              autocomplete: 'tel-national',
              placeholder: forms.phoneFieldPlaceholder(),
              value: '',
            }),
          ),
        ),
        fieldError(ids.error),
      ),
      // Busy until the first country's check is in (src/products/otp/painted-send.ts), as React's (PhoneForm).
      submitButton(phoneSubmitLabel(method.channel, forms), !loadedFirstCountryCheck(), badged),
    );
  }
  return node(
    'form',
    { class: 'court-stack', novalidate: '' },
    node(
      'div',
      { class: 'court-field' },
      label(ids.input, forms.emailFieldLabel()),
      node('input', {
        id: ids.input,
        class: 'court-input',
        part: `${PRODUCT_PART.input} email-input`,
        type: 'email',
        name: 'email',
        value: '',
        autocomplete: 'email',
        placeholder: forms.emailFieldPlaceholder(),
      }),
      fieldError(ids.error),
    ),
    submitButton(forms.continueWithEmail(), false, badged),
  );
}

/** Adds the forms (their rules, their divider under buttons) to a painted first screen. */
export function addForms(painted: HTMLElement, config: WidgetConfig, lastUsed: string | undefined): void {
  if (painted.querySelector('form')) return;
  adoptFormStyles(painted);
  painted.firstElementChild?.append(
    ...paintForms(config, lastUsed, config.products.includes('oauth')).filter((part): part is HTMLElement => !!part),
  );
  keepIds(painted);
  // With its forms the screen is all of React's first render, which is not busy (paints-forms.ts).
  painted.firstElementChild?.removeAttribute('aria-busy');
  // A painted form is never sent by the browser (that would load the page's own URL with the
  // address in it): its button's click is replayed once React has adopted the form (hand-over.ts), or
  // sent by the phone form's own send (src/products/otp/painted-send.ts).
  for (const form of painted.querySelectorAll('form'))
    form.addEventListener('submit', (event) => event.preventDefault());
}

function paintForms(
  config: WidgetConfig,
  lastUsed: string | undefined,
  underButtons: boolean,
): Array<HTMLElement | false> {
  const methods = methodsInOrder(config, lastUsed);
  const divider =
    underButtons &&
    node(
      'div',
      { class: 'court-divider', part: PRODUCT_PART.divider, role: 'separator', 'aria-label': forms.divider() },
      node('span', { 'aria-hidden': 'true' }, forms.divider()),
    );
  const open = methods[0]!;
  if (methods.length === 1) return [divider, form(open, formBadged(methods, config, lastUsed))];
  const ids = tabIds(uniqueId('tabs'));
  const tabs = node(
    'div',
    {},
    node(
      'div',
      { class: 'court-tabs', part: PRODUCT_PART.tabs, role: 'tablist', 'aria-label': forms.tabsLabel() },
      ...methods.map((method) => {
        const key = methodKey(method);
        const badged = key === lastUsed;
        return node(
          'button',
          {
            type: 'button',
            role: 'tab',
            id: ids.tab(key),
            class: 'court-tab',
            part: PRODUCT_PART.tab,
            'aria-selected': String(method === open),
            'aria-controls': ids.panel,
            ...(badged && { 'aria-describedby': ids.lastUsed }),
            tabindex: method === open ? '0' : '-1',
          },
          methodTabLabel(method, forms),
          badged &&
            node('span', { id: ids.lastUsed, class: 'court-badge', part: PART.lastUsed }, firstScreen.lastUsed()),
        );
      }),
    ),
    node(
      'div',
      {
        role: 'tabpanel',
        id: ids.panel,
        'aria-labelledby': ids.tab(methodKey(open)),
        class: 'court-stack court-tabpanel',
      },
      form(open),
    ),
  );
  return [divider, tabs];
}
