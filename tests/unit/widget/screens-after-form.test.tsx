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
vi.mock('../../../src/products/otp/view.tsx', async (importOriginal) => {
  await otpView.released;
  return importOriginal();
});

afterEach(cleanup);

describe('the screens after a form', () => {
  it('do not hold the form back, and show, with the focus in them, once they have arrived', async () => {
    const { court, provider } = localCourt();
    const outputs = { onSuccess: vi.fn(), onError: vi.fn(), onEvent: vi.fn() };
    const user = userEvent.setup();
    render(
      <CourtLoginWidget
        setup={{
          kind: 'ready',
          court,
          config: widgetConfig({ products: ['otp'], otpOptions: { methods: ['email'] } }),
          mode: 'login',
        }}
        outputs={outputs}
      />,
    );

    const email = await screen.findByLabelText('Email');
    expect(screen.queryByRole('heading', { name: 'Enter passcode' })).toBeNull();
    // Sent before the passcode screen's view is there: the code goes out, Main stays until it arrives.
    await user.type(email, 'after-form@court-login.local{Enter}');
    await vi.waitFor(() => expect(provider.inbox.latest('after-form@court-login.local')?.code).toBeTruthy());
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with email' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'Enter passcode' })).toBeNull();
    otpView.release();
    await screen.findByRole('heading', { name: 'Enter passcode' });
    // The screen that appeared late still gets the focus a new screen gets: its first box.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]));
    expect(outputs.onError).not.toHaveBeenCalled();
  });
});
