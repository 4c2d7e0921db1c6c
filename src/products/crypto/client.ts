// Crypto wallets (docs/provider-api.md#crypto-wallets): the challenge to sign, then the signed answer.
import { isNonEmptyString } from '../../lib/guards.ts';
import type { Http } from '../../provider/http.ts';
import { readAuth, readFields } from '../../provider/read.ts';
import type { CourtClient } from '../../provider/types.ts';

export const cryptoWallets = (http: Http): CourtClient['cryptoWallets'] => ({
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
