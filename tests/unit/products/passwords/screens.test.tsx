import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordEmailSentScreen } from '../../../../src/products/passwords/screens/PasswordEmailSentScreen.tsx';
import { PasswordScreen } from '../../../../src/products/passwords/screens/PasswordScreen.tsx';
import { barsFor, StrengthFeedback } from '../../../../src/products/passwords/screens/StrengthFeedback.tsx';
import { PasswordTokenProblemScreen } from '../../../../src/products/passwords/screens/PasswordTokenScreens.tsx';
import { strength } from './strength.ts';

afterEach(cleanup);

describe('password strength feedback', () => {
  it('lights one bar for scores 0 and 1, then one per score', () => {
    expect([0, 1, 2, 3, 4].map(barsFor)).toEqual([1, 1, 2, 3, 4]);
  });

  it('shows the zxcvbn meter with the warning, suggestions and the breach text', () => {
    render(
      <StrengthFeedback
        id="s"
        luds={null}
        strength={strength({ score: 2, breached: true, warning: 'Too common.', suggestions: ['Add a word.'] })}
      />,
    );
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('data-bars')).toBe('2');
    expect(meter.getAttribute('aria-valuetext')).toBe('Fair');
    expect(screen.getByText('Too common.')).toBeTruthy();
    expect(screen.getByText('Add a word.')).toBeTruthy();
    expect(
      screen.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeTruthy();
  });

  it('says the LUDS rules with the project settings, or derives them from what is missing', () => {
    const luds = strength({
      policy: 'luds',
      password: 'abc',
      missingCharacters: 5,
      missingComplexity: 2,
      ludsKindsPresent: 1,
    });
    const { rerender } = render(
      <StrengthFeedback id="s" luds={{ ludsMinimumCount: 10, ludsComplexity: 4 }} strength={luds} />,
    );
    expect(screen.getByText('Must be at least 10 characters long')).toBeTruthy();
    expect(
      screen.getByText('Must contain 4 of the following: uppercase letter, lowercase letter, number, symbol'),
    ).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    rerender(<StrengthFeedback id="s" luds={null} strength={luds} />);
    expect(screen.getByText('Must be at least 8 characters long')).toBeTruthy();
    expect(
      screen.getByText('Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol'),
    ).toBeTruthy();
  });
});

describe('PasswordScreen', () => {
  const props = {
    email: 'a@b.co',
    luds: null,
    submitting: false,
    onChange: vi.fn(),
    onForgot: vi.fn(),
    onBack: vi.fn(),
  };

  it('creating: Continue stays disabled until the check accepted the typed value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<PasswordScreen {...props} userType="new" onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    expect(field.autocomplete).toBe('new-password');
    const username = document.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    expect([username.value, username.form, username.hidden]).toEqual(['a@b.co', field.form, true]);
    await user.type(field, 'good-password{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    rerender(
      <PasswordScreen
        {...props}
        userType="new"
        onSubmit={onSubmit}
        strength={strength({ password: 'good-password', validPassword: true, score: 4 })}
      />,
    );
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith('good-password');
  });

  it('logging in: current-password, the error under the field, Forgot password?', async () => {
    const user = userEvent.setup();
    const onForgot = vi.fn();
    render(
      <PasswordScreen
        {...props}
        userType="password"
        onSubmit={vi.fn()}
        onForgot={onForgot}
        error="The email or password is incorrect."
      />,
    );
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    expect(field.autocomplete).toBe('current-password');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The email or password is incorrect.');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgot).toHaveBeenCalled();
  });
});

describe('password email and token screens', () => {
  it('names where each reset email went', () => {
    render(
      <PasswordEmailSentScreen email="a@b.co" reason="dedupe" resending={false} onResend={vi.fn()} onBack={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Check your email to set a new password' })).toBeTruthy();
    expect(screen.getByText(/a@b\.co/)).toBeTruthy();
  });

  it('shows the provider text for a refused token, with a way back', async () => {
    const onBack = vi.fn();
    render(
      <PasswordTokenProblemScreen
        problem="refused"
        detail="The password reset link has expired. Request a new one."
        onSendNew={vi.fn()}
        onBack={onBack}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The password reset link has expired. Request a new one.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onBack).toHaveBeenCalled();
  });
});
