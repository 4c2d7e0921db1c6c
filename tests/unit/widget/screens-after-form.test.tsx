// The main screen's form shows as soon as its own parts are in: the screens that follow it (here the
// passcode screen of the otp product) come from a chunk the form does not wait for.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourtLoginWidget } from '../../../src/widget/Widget.tsx';
import { localCourt, widgetConfig } from '../flows/support.ts';

const otpView = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release: () => release() };
});

// The otp product's view (its passcode screens) arrives only once the test releases it.
vi.mock('../../../src/widget/views/otp.tsx', async (importOriginal) => {
  await otpView.released;
  return importOriginal();
});

afterEach(cleanup);

describe('the screens after a form', () => {
  it('do not hold the form back, and show once they have arrived', async () => {
    const { court } = localCourt();
    const outputs = { onSuccess: vi.fn(), onError: vi.fn(), onEvent: vi.fn() };
    const user = userEvent.setup();
    render(<CourtLoginWidget setup={{ kind: 'ready', court, config: widgetConfig({ products: ['otp'], otpOptions: { methods: ['email'] } }), mode: 'login' }} outputs={outputs} />);

    const email = await screen.findByLabelText('Email');
    expect(screen.queryByRole('heading', { name: 'Enter passcode' })).toBeNull();
    otpView.release();
    await user.type(email, 'after-form@court-login.local{Enter}');
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(outputs.onError).not.toHaveBeenCalled();
  });
});
