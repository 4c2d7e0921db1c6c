// A page's texts that cannot be read (a getter or a proxy that throws) leave the widget in English,
// with a warning: never a widget that waits for a language that never comes.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LanguageRequest } from '../../../src/i18n/language-table.ts';
import { ENGLISH } from '../../../src/i18n/text.ts';
import { useLanguage } from '../../../src/widget/use-language.ts';

describe('useLanguage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('speaks English, and says why, when the page texts cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unreadable = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('texts locked');
        },
      },
    );
    const request: LanguageRequest = { requested: ['fr'], config: { strings: unreadable }, properties: {} };
    const { result } = renderHook(() => useLanguage(request));
    await waitFor(() => expect(result.current).toBe(ENGLISH));
    expect(warn).toHaveBeenCalledWith(
      'court-login: the language could not be loaded (texts locked); the widget speaks English.',
    );
  });
});
