// /login in the browser's language: the first of navigator.languages the widget speaks becomes its
// locale and the page's <html lang> while /login shows; the app's own texts stay English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { stackPerFile } from './harness.tsx';
import '../../../element/index.ts';

const app = stackPerFile();

afterEach(() => {
  vi.restoreAllMocks();
});

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

async function loginWidget(): Promise<HTMLElement> {
  app.open('/login');
  await screen.findByRole('heading', { name: 'Sign in' });
  const widget = document.querySelector('court-login');
  if (!(widget instanceof HTMLElement)) throw new Error('no <court-login> on /login');
  return widget;
}

/** The widget's Google button as the visitor reads it. */
async function googleButtonText(widget: HTMLElement, text: string) {
  await waitFor(() => expect(widget.shadowRoot?.querySelector('button')?.textContent).toBe(text));
}

describe("/login in the browser's language", () => {
  it('gives the widget Spanish for es-MX, en, with <html lang> saying so while /login shows; the app stays English', async () => {
    const pageLanguage = document.documentElement.lang;
    browserLanguages(['es-MX', 'en']);
    const widget = await loginWidget();
    expect(widget.getAttribute('locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await googleButtonText(widget, 'Continuar con Google');
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(widget.closest('[lang]')?.getAttribute('lang')).toBe('es');

    cleanup();
    expect(document.documentElement.lang).toBe(pageLanguage);
  });

  it('gives the widget English for Swahili, which it has no catalogue for', async () => {
    browserLanguages(['sw']);
    const widget = await loginWidget();
    expect(widget.getAttribute('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await googleButtonText(widget, 'Continue with Google');
  });

  it("follows a change of the browser's languages, keeping the same widget", async () => {
    browserLanguages(['sw', 'de-AT']);
    const widget = await loginWidget();
    expect(widget.getAttribute('locale')).toBe('de');
    await googleButtonText(widget, 'Weiter mit Google');
    browserLanguages(['ja-JP']);
    act(() => {
      window.dispatchEvent(new Event('languagechange'));
    });
    expect(document.querySelector('court-login')).toBe(widget);
    expect(widget.getAttribute('locale')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    await googleButtonText(widget, 'Google で続ける');
  });
});
