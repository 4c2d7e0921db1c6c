import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import french from '../../../../src/i18n/compiled/fr/crypto.ts';
import { LanguageContext } from '../../../../src/i18n/text.ts';
import { WalletList } from '../../../../src/products/crypto/screens/WalletButtons.tsx';

afterEach(cleanup);

const wallets = [{ name: 'Metamask' }, { name: 'Other Ethereum Wallet' }, { name: 'Other Solana Wallet' }];

describe('wallet names in the language on screen', () => {
  it('English: the specified names as they are', () => {
    render(<WalletList wallets={wallets} disabled={false} onSelect={() => {}} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Metamask',
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
    ]);
  });

  it("French: a brand stays, the generic wallets are told in French, and the choice keeps the wallet's own name", async () => {
    const onSelect = vi.fn();
    render(
      <LanguageContext.Provider value={{ lang: 'fr', dir: 'ltr', table: french }}>
        <WalletList wallets={wallets} disabled={false} onSelect={onSelect} />
      </LanguageContext.Provider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continuer avec Metamask',
      'Continuer avec un autre portefeuille Ethereum',
      'Continuer avec un autre portefeuille Solana',
    ]);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Continuer avec un autre portefeuille Ethereum' }));
    expect(onSelect).toHaveBeenCalledWith('Other Ethereum Wallet');
  });
});
