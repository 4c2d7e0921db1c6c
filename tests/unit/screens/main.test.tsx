import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailForm } from '../../../src/screens/main/EmailForm.tsx';
import { MainScreen } from '../../../src/screens/main/MainScreen.tsx';
import { OAuthButtons } from '../../../src/products/oauth/screens/OAuthButtons.tsx';

afterEach(cleanup);

const google = { type: 'google' as const, one_tap: false, custom_scopes: [], provider_params: {} };

describe('MainScreen', () => {
  it('shows the header, the buttons and the form, which brings its own or divider', () => {
    render(<MainScreen showHeader lead={[]} buttons={[<button key="b">B</button>]} form={<form aria-label="F" />} />);
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'B' }).compareDocumentPosition(screen.getByRole('form', { name: 'F' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('has no header when hidden', () => {
    render(<MainScreen showHeader={false} lead={[]} buttons={[<button key="b">B</button>]} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders the provider text as text in the error banner', () => {
    render(<MainScreen showHeader lead={[]} buttons={[]} error={'<img src=x onerror=alert(1)>'} />);
    expect(screen.getByRole('alert').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('OAuthButtons', () => {
  it('starts the provider of the clicked button', async () => {
    const onStart = vi.fn();
    render(
      <OAuthButtons
        providers={[google, { ...google, type: 'github' }]}
        marks={{}}
        disabled={false}
        onStart={onStart}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(onStart).toHaveBeenCalledWith({ ...google, type: 'github' });
  });
});

describe('EmailForm', () => {
  it('submits the typed email and shows a labelled, described error', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<EmailForm pending={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('a@b.co');
    rerender(<EmailForm pending={false} error="Invalid email address" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('marks the button busy and inactive while pending, keeping it focusable, and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<EmailForm pending onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Continue with email' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
