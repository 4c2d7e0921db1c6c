// Crypto wallets (docs/provider-api.md#crypto-wallets): the challenge to sign, then the signed answer.
import { isNonEmptyString } from '../../lib/guards.ts';
import type { ApiResult, AuthResult } from '../../provider/api-result.ts';
import type { Http } from '../../provider/http.ts';
import { readAuth, readFields } from '../../provider/read.ts';

type Wallet = { crypto_wallet_address: string; crypto_wallet_type: 'ethereum' | 'solana' };

export interface CryptoWalletCalls {
  authenticateStart(
    body: Wallet & { siwe_params?: { uri: string; chain_id?: string } },
    secondary?: boolean,
  ): Promise<ApiResult<{ challenge: string }>>;
  authenticate(body: Wallet & { signature: string; session_duration_minutes: number }): Promise<AuthResult>;
}

export const cryptoWallets = (http: Http): CryptoWalletCalls => ({
  authenticateStart: (body, secondary = false) =>
    http.sdk(
      'POST',
      `/crypto_wallets/authenticate/start/${secondary ? 'secondary' : 'primary'}`,
      body,
      readFields({
        challenge: isNonEmptyString,
      }),
    ),
  authenticate: (body) => http.sdk('POST', '/crypto_wallets/authenticate', body, readAuth()),
});
