// Names from outside the widget that name Object.prototype members are data like any other name,
// one class of input at a time: a wallet's announced name, a provider error's type, Google's
// reason for not showing One Tap, a page's config and strings, a remembered method.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../../src/config/parse.ts';
import { momentEvent } from '../../../src/products/one-tap/flow.ts';
import { errorMessage, GENERIC_ERROR } from '../../../src/i18n/describe-error.ts';
import { compileOverrides } from '../../../src/i18n/overrides.ts';
import { ownEntry } from '../../../src/lib/own-entry.ts';
import type { PromptMoment } from '../../../src/products/one-tap/google-identity.ts';
import { WalletButtons } from '../../../src/products/crypto/screens/WalletButtons.tsx';
import { lastUsedKey, readLastUsed } from '../../../src/session/last-used.ts';

const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('names that are Object.prototype keys', () => {
  it('find nothing in a table of our own', () => {
    const table = { known: 1 };
    for (const key of KEYS) expect(ownEntry(table, key)).toBeUndefined();
    expect(ownEntry(table, 'known')).toBe(1);
  });

  it('are wallet names: each announced wallet gets its button and the default mark', () => {
    render(
      <WalletButtons
        disabled={false}
        kept="other"
        onSelect={vi.fn()}
        onOther={vi.fn()}
        onSetUp={vi.fn()}
        wallets={KEYS.map((name) => ({ name }))}
      />,
    );
    for (const name of KEYS) {
      const button = screen.getByRole('button', { name: `Continue with ${name}` });
      expect(button.querySelector('svg rect')).not.toBeNull();
    }
  });

  it("are provider error types: the provider's own text, else the generic message", () => {
    for (const errorType of KEYS) {
      expect(errorMessage({ code: 'provider', errorType, providerMessage: `Refused (${errorType}).` })).toBe(
        `Refused (${errorType}).`,
      );
      expect(errorMessage({ code: 'provider', errorType })).toBe(GENERIC_ERROR);
      expect(errorMessage({ code: errorType })).toBe(GENERIC_ERROR);
    }
  });

  it("are Google's reasons for not showing One Tap: a moment, not a configuration error", () => {
    for (const reason of KEYS) {
      const moment: PromptMoment = {
        isNotDisplayed: () => true,
        getNotDisplayedReason: () => reason,
        isDisplayed: () => false,
        isSkippedMoment: () => false,
        isDismissedMoment: () => false,
      };
      expect(momentEvent(moment)).toEqual({ type: 'MOMENT', moment: 'not_displayed', reason });
    }
  });

  it('are config keys: unknown options, or provider parameters passed on as they are', () => {
    for (const key of KEYS) {
      const config = JSON.parse(
        `{"products": ["oauth"], "${key}": {"polluted": true}, "oauthOptions": {"providers": [{"type": "google", "provider_params": {"${key}": "on"}}]}}`,
      );
      const { config: parsed, issues } = parseConfig(config);
      expect(parsed).toBeUndefined();
      expect(issues).toEqual([{ field: key, code: 'configUnknownOption', values: undefined }]);
      delete config[key];
      const provider = parseConfig(config).config!.oauthOptions!.providers[0]!;
      expect(Object.entries(provider.provider_params)).toEqual([[key, 'on']]);
    }
  });

  it('are strings keys: warned about as unknown keys, no message replaced', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const strings = JSON.parse(`{${KEYS.map((key) => `"${key}": "Hello"`).join(', ')}}`);
    const table = compileOverrides(strings, 'en');
    expect(Object.keys(table)).toEqual([]);
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
    expect(warn).toHaveBeenCalledTimes(KEYS.length);
  });

  it('are remembered methods: read back as text', () => {
    for (const key of KEYS) {
      localStorage.setItem(lastUsedKey('public-token-test'), key);
      expect(readLastUsed('public-token-test')).toBe(key);
    }
    localStorage.clear();
  });
});
