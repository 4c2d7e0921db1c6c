import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpAuthenticateScreen } from '../../../../src/products/otp/screens/OtpAuthenticateScreen.tsx';

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
    // The destination is its own element, kept on one line.
    const sentence = screen.getByText(
      (_, node) =>
        node?.tagName === 'P' && node.textContent === 'A 6-digit passcode was sent to you at ace@court-login.local.',
    );
    expect(sentence.querySelector('.court-nowrap')?.textContent).toBe('ace@court-login.local.');
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
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('3');
  });

  it('fills every box from a pasted code', () => {
    const { props } = renderScreen();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 987 654 ' } });
    expect(props.onSubmit).toHaveBeenCalledWith('987654');
  });

  it('announces verifying, with a progress bar, in a status region that is always there', () => {
    const { rerender, props } = renderScreen();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(<OtpAuthenticateScreen {...props} verifying />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Verifying passcode...');
    expect(screen.getByRole('progressbar', { name: 'Verifying passcode...' })).toBeTruthy();
  });

  it('describes the passcode field with where the code went', () => {
    renderScreen();
    expect(
      screen.getByRole('group', {
        name: 'One-time passcode',
        description: /^A 6-digit passcode was sent to you at\s?ace@court-login\.local\s?\.$/,
      }),
    ).toBeTruthy();
  });

  it('keeps Back and Resend code focusable but inactive while a request runs', async () => {
    const user = userEvent.setup();
    for (const busy of [{ verifying: true }, { resending: true }]) {
      const { props, unmount } = renderScreen(busy);
      for (const name of ['Back', 'Resend code']) {
        const button = screen.getByRole('button', { name }) as HTMLButtonElement;
        expect(button.disabled).toBe(false);
        expect(button.getAttribute('aria-disabled')).toBe('true');
        await user.click(button);
      }
      expect(props.onBack).not.toHaveBeenCalled();
      expect(props.onResend).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('empties the boxes and focuses the first one when a new code was sent', async () => {
    const { rerender, props } = renderScreen();
    await userEvent.setup().type(boxes()[0]!, '123');
    rerender(<OtpAuthenticateScreen {...props} resending />);
    rerender(<OtpAuthenticateScreen {...props} expiresAt={props.expiresAt + 60_000} />);
    expect(boxes().every((box) => box.value === '')).toBe(true);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('counts down each second and then says the code expired', () => {
    vi.useFakeTimers();
    renderScreen({ expiresAt: Date.now() + 62_000 });
    expect(screen.getByText("Your code expires in 1:02. Didn't get it?")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Your code expires in 1:01. Didn't get it?")).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('status').textContent).toBe('Your code has expired.');
    expect(screen.queryByText(/expires in/)).toBeNull();
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
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('12345');
    rerender(<OtpAuthenticateScreen {...props} verifying />);
    rerender(<OtpAuthenticateScreen {...props} verifying={false} error="Invalid passcode, please try again." />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid passcode, please try again.');
    expect(boxes().every((box) => box.value === '')).toBe(true);
    expect(document.activeElement).toBe(boxes()[0]);
  });
});
