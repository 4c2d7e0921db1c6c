import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import authorize from '../../../../src/i18n/compiled/en/authorize.ts';
import { redirectDestination } from '../../../../src/modes/oauth-authorize/flow/request.ts';
import { ConsentScreen } from '../../../../src/modes/oauth-authorize/screens/ConsentScreen.tsx';
import { scopeLines } from '../../../../src/modes/oauth-authorize/screens/scope-words.ts';

afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');

function renderConsent(overrides: Partial<Parameters<typeof ConsentScreen>[0]> = {}) {
  const handlers = { onAllow: vi.fn(), onDeny: vi.fn(), onSwitchAccount: vi.fn() };
  const props = {
    clientName: 'Court Assistant',
    destination: redirectDestination('https://assistant.example/callback'),
    projectName: 'Court Login',
    ...scopeLines(
      [
        { scope: 'openid', grantable: true, description: '' },
        { scope: 'offline_access', grantable: true, description: '' },
        { scope: 'courts:book', grantable: true, description: 'Book and confirm courts in your name' },
        { scope: 'courts:admin', grantable: false, description: '' },
      ],
      authorize,
    ),
    email: 'ace@court-login.local',
    pending: null,
    ...handlers,
    ...overrides,
  };
  return { props, handlers, ...render(<ConsentScreen {...props} />) };
}

describe('ConsentScreen', () => {
  it('names the client and where its code goes, and lists what it may do and what it will not get', () => {
    renderConsent();
    expect(plain(screen.getByRole('heading').textContent)).toBe(
      'Allow Court Assistant to use your Court Login account?',
    );
    expect(plain(screen.getByText(/It will return to/).textContent)).toBe('It will return to assistant.example.');
    const [allowed, refused] = screen.getAllByRole('list');
    expect(plain(screen.getByRole('list', { name: /will be able to/ }).textContent)).toContain('Confirm who you are');
    expect([...allowed!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Confirm who you are',
      'Keep this access while you are not using it',
      'Book and confirm courts in your name',
    ]);
    expect([...refused!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Use the “courts:admin” permission',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(plain(screen.getByText(/Signed in as/).textContent)).toBe('Signed in as ace@court-login.local');
  });

  it('shows a name with markup as text, and warns of a loopback or unencrypted destination', () => {
    const { container } = renderConsent({
      clientName: '<img src=x onerror=alert(1)>',
      destination: redirectDestination('http://127.0.0.1:33418/callback'),
    });
    expect(container.querySelector('img')).toBeNull();
    expect(plain(screen.getByRole('heading').textContent)).toContain('<img src=x onerror=alert(1)>');
    expect(plain(screen.getByRole('status').textContent)).toContain(
      '127.0.0.1:33418 is an app on this computer, not a website.',
    );
    cleanup();
    renderConsent({ destination: redirectDestination('http://assistant.example/callback') });
    expect(plain(screen.getByRole('status').textContent)).toContain(
      'The connection to assistant.example is not encrypted',
    );
  });

  it('runs Allow, Deny and Use another account, and keeps every button focusable but inactive while one runs', async () => {
    const { props, handlers, rerender } = renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(Object.values(handlers).map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
    rerender(<ConsentScreen {...props} pending="allow" />);
    const allow = screen.getByRole('button', { name: 'Allow' });
    expect(allow.getAttribute('aria-busy')).toBe('true');
    for (const name of ['Allow', 'Deny', 'Use another account']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(button);
    }
    expect(Object.values(handlers).map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
