import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpAuthenticateScreen } from '../../../src/screens/otp/OtpAuthenticateScreen.tsx';

afterEach(cleanup);

function renderScreen(overrides: Partial<Parameters<typeof OtpAuthenticateScreen>[0]> = {}) {
  const props = {
    destination: 'ace@court-login.local',
    expiresAt: Date.now() + 5 * 60_000,
    verifying: false,
    resending: false,
    onSubmit: vi.fn(),
    onResend: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
  return { props, ...render(<OtpAuthenticateScreen {...props} />) };
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OtpAuthenticateScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the heading, destination and six boxes grouped as one passcode field', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(screen.getByText('A 6-digit passcode was sent to you at ace@court-login.local.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'One-time passcode' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
  });

  it('submits once, on the sixth digit, ignoring non-digits', async () => {
    const user = userEvent.setup();
    const { props } = renderScreen();
    await user.click(boxes()[0]!);
    await user.keyboard('12a345');
    expect(props.onSubmit).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).toHaveBeenCalledWith('123456');
  });

  it('moves back with Backspace', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.keyboard('{Backspace}{Backspace}3');
    expect(boxes().map((box) => box.value).join('')).toBe('3');
  });

  it('fills every box from a pasted code', () => {
    const { props } = renderScreen();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 987 654 ' } });
    expect(props.onSubmit).toHaveBeenCalledWith('987654');
  });

  it('shows verifying with a progress bar', () => {
    renderScreen({ verifying: true });
    expect(screen.getAllByText('Verifying passcode...').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('counts down each second and then says the code expired', () => {
    vi.useFakeTimers();
    renderScreen({ expiresAt: Date.now() + 62_000 });
    expect(screen.getByText("Your code expires in 1:02. Didn't get it?")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Your code expires in 1:01. Didn't get it?")).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('Your code has expired.')).toBeTruthy();
  });

  it('offers Resend code and Back', async () => {
    const user = userEvent.setup();
    const { props } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.onResend).toHaveBeenCalledTimes(1);
    expect(props.onBack).toHaveBeenCalledTimes(1);
  });

  it('announces a wrong code and empties the boxes', async () => {
    const { rerender, props } = renderScreen();
    await userEvent.setup().type(boxes()[0]!, '12345');
    expect(boxes().map((box) => box.value).join('')).toBe('12345');
    rerender(<OtpAuthenticateScreen {...props} verifying />);
    rerender(<OtpAuthenticateScreen {...props} verifying={false} error="Invalid passcode, please try again." />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid passcode, please try again.');
    expect(boxes().every((box) => box.value === '')).toBe(true);
    expect(document.activeElement).toBe(boxes()[0]);
  });
});
