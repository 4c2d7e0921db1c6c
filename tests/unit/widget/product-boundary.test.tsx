// A product's screen or form that throws while rendering is replaced by a line saying this way to
// sign in is unavailable (with a way back from a screen of its own) and one `court-error`; a
// failure outside every product's part still leaves a heading and the line, never a blank widget.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourtLoginWidget } from '../../../src/widget/Widget.tsx';
import { localCourt, widgetConfig } from '../flows/support.ts';

const failing = vi.hoisted(() => ({ passcodeScreen: false, mainScreen: false }));

vi.mock('../../../src/products/otp/screens/OtpAuthenticateScreen.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/products/otp/screens/OtpAuthenticateScreen.tsx')>();
  return {
    ...original,
    OtpAuthenticateScreen: (props: Parameters<typeof original.OtpAuthenticateScreen>[0]) => {
      if (failing.passcodeScreen) throw new Error('The passcode screen failed.');
      return original.OtpAuthenticateScreen(props);
    },
  };
});

vi.mock('../../../src/screens/main/MainScreen.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/screens/main/MainScreen.tsx')>();
  return {
    MainScreen: (props: Parameters<typeof original.MainScreen>[0]) => {
      if (failing.mainScreen) throw new Error('The main screen failed.');
      return original.MainScreen(props);
    },
  };
});

const UNAVAILABLE = 'This way to sign in is unavailable right now.';

afterEach(() => {
  cleanup();
  failing.passcodeScreen = false;
  failing.mainScreen = false;
});

function mountWidget(products: object) {
  const { court, provider } = localCourt();
  const outputs = { onSuccess: vi.fn(), onError: vi.fn(), onEvent: vi.fn() };
  render(
    <CourtLoginWidget
      setup={{ kind: 'ready', court, config: widgetConfig(products), mode: 'login' }}
      outputs={outputs}
    />,
  );
  return { outputs, provider };
}

describe('a product part that throws while rendering', () => {
  it('a screen of its own: the line, one court-error, and Back to the other ways to sign in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.passcodeScreen = true;
    const user = userEvent.setup();
    const { outputs } = mountWidget({ products: ['otp'], otpOptions: { methods: ['email'] } });
    await user.type(await screen.findByLabelText('Email'), 'boundary@court-login.local{Enter}');
    expect((await screen.findByText(UNAVAILABLE)).closest('[role="status"]')).not.toBeNull();
    expect(outputs.onError.mock.calls).toEqual([
      [{ code: 'product_unavailable', message: UNAVAILABLE, product: 'otp' }],
    ]);
    failing.passcodeScreen = false;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('outside every product: a heading and the line instead of a blank widget', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.mainScreen = true;
    const { outputs } = mountWidget({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } });
    expect(await screen.findByRole('heading', { name: 'Sign-in unavailable' })).toBeTruthy();
    expect(screen.getByText(UNAVAILABLE).closest('[role="status"]')).not.toBeNull();
    expect(outputs.onError).toHaveBeenCalledWith({
      code: 'product_unavailable',
      message: UNAVAILABLE,
      product: 'widget',
    });
  });
});
