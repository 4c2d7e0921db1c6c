import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoErrorScreen } from '../../../../src/products/crypto/screens/CryptoErrorScreen.tsx';
import { WalletButtons } from '../../../../src/products/crypto/screens/WalletButtons.tsx';

afterEach(cleanup);

describe('crypto screens', () => {
  it('Crypto Error shows the specified heading and text, the provider reason as text, and both ways on', async () => {
    const user = userEvent.setup();
    const onTryAgain = vi.fn();
    const onBack = vi.fn();
    render(
      <CryptoErrorScreen
        message="Could not sign message"
        detail="<b>Signature</b> refused"
        onTryAgain={onTryAgain}
        onBack={onBack}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not sign message<b>Signature</b> refused');
    expect(alert.querySelector('b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('wallet buttons carry the announced icon or a decorative mark, and the kept slot', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onOther = vi.fn();
    const props = { disabled: false, onSelect, onOther, onSetUp: vi.fn() };
    const { rerender } = render(
      <WalletButtons
        {...props}
        kept="other"
        wallets={[{ name: 'Metamask', icon: 'data:image/png;base64,AA' }, { name: 'Phantom' }]}
      />,
    );
    const metamask = screen.getByRole('button', { name: 'Continue with Metamask' });
    expect(metamask.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(
      screen.getByRole('button', { name: 'Continue with Phantom' }).querySelector('svg')?.getAttribute('aria-hidden'),
    ).toBe('true');
    await user.click(metamask);
    await user.click(screen.getByRole('button', { name: 'Continue with other Crypto Wallet' }));
    expect(onSelect).toHaveBeenCalledWith('Metamask');
    expect(onOther).toHaveBeenCalledOnce();
    expect(screen.queryByText('Set up a new crypto wallet')).toBeNull();
    rerender(<WalletButtons {...props} kept="setup" wallets={[]} />);
    expect(screen.getByRole('button', { name: 'Set up a new crypto wallet' })).toBeTruthy();
    expect(screen.queryByText('Continue with other Crypto Wallet')).toBeNull();
  });
});
