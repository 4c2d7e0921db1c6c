// The password screens in other languages: every text from the catalogues (the pseudo-locale finds
// any left in English), plurals by the locale's rules, the checker's own feedback as it comes.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../src/i18n/compiled/ar/index.ts';
import de from '../../../../src/i18n/compiled/de/index.ts';
import pseudo from '../../../../src/i18n/compiled/en-XA/index.ts';
import fr from '../../../../src/i18n/compiled/fr/index.ts';
import he from '../../../../src/i18n/compiled/he/index.ts';
import { LanguageContext, type Messages } from '../../../../src/i18n/text.ts';
import { PasswordConfirmationScreen } from '../../../../src/products/passwords/screens/PasswordConfirmationScreen.tsx';
import { PasswordEmailSentScreen } from '../../../../src/products/passwords/screens/PasswordEmailSentScreen.tsx';
import { PasswordForgotScreen } from '../../../../src/products/passwords/screens/PasswordForgotScreen.tsx';
import { PasswordResetFormScreen } from '../../../../src/products/passwords/screens/PasswordResetFormScreen.tsx';
import { PasswordScreen } from '../../../../src/products/passwords/screens/PasswordScreen.tsx';
import {
  PasswordLoggingInScreen,
  PasswordTokenProblemScreen,
} from '../../../../src/products/passwords/screens/PasswordTokenScreens.tsx';
import { StrengthFeedback } from '../../../../src/products/passwords/screens/StrengthFeedback.tsx';
import { strength } from './strength.ts';

afterEach(cleanup);

const EMAIL = 'rally@court-login.local';

function renderIn(lang: string, table: Messages | undefined, element: ReactElement) {
  return render(<LanguageContext.Provider value={{ lang, dir: 'ltr', table }}>{element}</LanguageContext.Provider>);
}

const luds = (count: number) => (
  <StrengthFeedback
    id="s"
    luds={{ ludsMinimumCount: count, ludsComplexity: 3 }}
    strength={strength({ policy: 'luds', missingCharacters: 1, missingComplexity: 1 })}
  />
);

const props = {
  luds: null,
  submitting: false,
  onChange: vi.fn(),
  onSubmit: vi.fn(),
  onForgot: vi.fn(),
  onBack: vi.fn(),
};

/** Every screen of the area, with strength feedback of both kinds. */
const SCREENS: Record<string, ReactElement> = {
  create: <PasswordScreen {...props} email={EMAIL} userType="new" />,
  login: <PasswordScreen {...props} email={EMAIL} userType="password" />,
  luds: luds(8),
  meter: <StrengthFeedback id="s" luds={null} strength={strength({ score: 3, breached: true })} />,
  forgot: <PasswordForgotScreen email={EMAIL} sending={false} onSubmit={vi.fn()} onBack={vi.fn()} />,
  ...Object.fromEntries(
    (['forgot', 'breached', 'dedupe', 'setNew'] as const).map((reason) => [
      `sent-${reason}`,
      <PasswordEmailSentScreen email={EMAIL} reason={reason} resending={false} onResend={vi.fn()} onBack={vi.fn()} />,
    ]),
  ),
  reset: <PasswordResetFormScreen {...props} />,
  resetFor: <PasswordResetFormScreen {...props} email={EMAIL} />,
  loggingIn: <PasswordLoggingInScreen onBack={vi.fn()} />,
  ...Object.fromEntries(
    (['missing', 'type', 'refused', 'otherBrowser'] as const).map((problem) => [
      `token-${problem}`,
      <PasswordTokenProblemScreen problem={problem} onSendNew={vi.fn()} onBack={vi.fn()} />,
    ]),
  ),
  ...Object.fromEntries(
    (['signedIn', 'reset', 'loginLink'] as const).map((reason) => [
      `done-${reason}`,
      <PasswordConfirmationScreen reason={reason} />,
    ]),
  ),
};

/** Texts and labelling attributes a visitor meets that did not come through the pseudo-locale. */
function untranslated(container: HTMLElement): string[] {
  const found: string[] = [];
  // The address form of Forgot password? (no password in it) is the main screen's, with its texts.
  const ours = (node: Node) => !node.parentElement?.closest('form')?.querySelector('input[type="email"]:not([hidden])');
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.replace(EMAIL, '').trim();
    // A message may be split around the address it names: its first part opens the bracket, its last closes it.
    if (/\p{L}/u.test(text) && ours(node) && !text.startsWith('[') && !text.endsWith(']')) found.push(text);
  }
  for (const element of container.querySelectorAll('*')) {
    for (const name of ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value && ours(element) && !value.startsWith('[')) found.push(`${name}=${value}`);
    }
  }
  return found;
}

describe('password screens in other languages', () => {
  it('have no English left: every text and label of every screen comes from the catalogue (pseudo-locale)', () => {
    for (const [name, element] of Object.entries(SCREENS)) {
      const { container, unmount } = renderIn('en-XA', pseudo, element);
      expect(untranslated(container), name).toEqual([]);
      unmount();
    }
  });

  it('the pseudo-locale check fails on English', () => {
    const { container } = renderIn('en', undefined, SCREENS.login!);
    expect(untranslated(container)).toContain('Log in');
  });

  it('speak French on the log-in screen, with the address kept whole in its sentence', () => {
    renderIn('fr', fr, SCREENS.login!);
    expect(screen.getByRole('heading').textContent).toBe('Connexion');
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mot de passe oublié\u00a0?' })).toBeTruthy();
    expect(screen.getByText(EMAIL, { exact: false }).closest('p')!.textContent).toBe(
      `Saisissez le mot de passe de ${EMAIL}.`,
    );
  });

  it('count characters with the plural rules of each language', () => {
    const lengthRule = () => screen.getAllByRole('listitem')[0]!.textContent;
    const { rerender } = renderIn('en', undefined, luds(1));
    expect(lengthRule()).toBe('Must be at least 1 character long');
    rerender(<LanguageContext.Provider value={{ lang: 'en', dir: 'ltr' }}>{luds(8)}</LanguageContext.Provider>);
    expect(lengthRule()).toBe('Must be at least 8 characters long');
    const inLanguage = (lang: string, table: Messages, count: number) => {
      cleanup();
      renderIn(lang, table, luds(count));
      return lengthRule();
    };
    expect(inLanguage('fr', fr, 1)).toBe('Doit contenir au moins 1 caractère');
    expect(inLanguage('fr', fr, 12)).toBe('Doit contenir au moins 12 caractères');
    expect(inLanguage('he', he, 2)).toBe('צריכה להכיל לפחות שני תווים');
    expect(inLanguage('ar', ar, 2)).toBe('يجب ألا يقل طولها عن حرفين');
    expect(inLanguage('ar', ar, 11)).toMatch(/حرفًا$/);
    expect(inLanguage('ar', ar, 5)).toMatch(/أحرف$/);
  });

  it('name the meter in the language on screen, and show the checker’s own feedback as it comes', () => {
    renderIn(
      'de',
      de,
      <StrengthFeedback
        id="s"
        luds={null}
        strength={strength({
          score: 1,
          warning: 'This is a very common password.',
          suggestions: ['Add another word or two.'],
        })}
      />,
    );
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('aria-label')).toBe('Passwortstärke');
    expect(meter.getAttribute('aria-valuetext')).toBe('Schwach');
    expect(screen.getByText('This is a very common password.')).toBeTruthy();
    expect(screen.getByText('Add another word or two.')).toBeTruthy();
  });

  it('say why a reset link does not work in German, and keep the given words for a refused token', () => {
    renderIn('de', de, <PasswordTokenProblemScreen problem="refused" onSendNew={vi.fn()} onBack={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
    );
    expect(screen.getByRole('button', { name: 'Zurück zur Anmeldung' })).toBeTruthy();
    cleanup();
    renderIn(
      'de',
      de,
      <PasswordTokenProblemScreen
        problem="refused"
        detail="Dieser Link ist abgelaufen."
        onSendNew={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Dieser Link ist abgelaufen.');
  });
});
