// Crypto wallets (docs/provider-api.md#crypto-wallets): a single-use message to sign, then a real signature check
// (Ethereum personal_sign with viem, Solana ed25519 with tweetnacl).
import { BOT_CHECK_FIELDS } from '../http/body.ts';
import { isAllowedOrigin } from '../http/cors.ts';
import { ApiError, badRequest, notFound, unauthorized } from '../http/responses.ts';
import { newId } from '../domain/ids.ts';
import type { StoredUser } from '../state/model.ts';
import type { RouteContext, RouteGroup } from '../http/router.ts';
import { authResponse, checkSessionDuration, startSession } from '../domain/sessions.ts';
import { createUser } from '../domain/users.ts';
import { checkWalletAddress, isWalletType, walletKey, type WalletAddress } from '../crypto/wallet-address.ts';
import {
  issueWalletChallenge,
  readSiweParams,
  takeWalletChallenge,
  walletChallenges,
  walletChallengeState,
  type PendingWalletChallenge,
  type SiweParams,
} from '../crypto/wallet-challenge.ts';
import { isWalletSignature } from '../crypto/wallet-signature.ts';

const WALLET_FIELDS = { crypto_wallet_address: 'string', crypto_wallet_type: 'string', ...BOT_CHECK_FIELDS } as const;
/** The challenge carries a captcha token only, never a device fingerprint (docs/provider-api.md#bot-protection). */
const START_FIELDS = {
  crypto_wallet_address: 'string',
  crypto_wallet_type: 'string',
  captcha_token: 'string?',
  siwe_params: 'object?',
} as const;
const FAILED = 'unable_to_authenticate_crypto_wallet';

function readWallet(type: string, address: string): WalletAddress {
  if (!isWalletType(type))
    throw badRequest('invalid_crypto_wallet_type', 'crypto_wallet_type must be "ethereum" or "solana".');
  const checked = checkWalletAddress(type, address);
  if (!checked.ok) throw badRequest('invalid_crypto_wallet_address', checked.message);
  return checked.wallet;
}

/** SIWE parameters as sent, or built from the page origin when the project requires SIWE; null for a plain message. */
function siweParams(
  context: RouteContext,
  wallet: WalletAddress,
  sent: Record<string, unknown> | undefined,
): SiweParams | null {
  const required = context.provider.settings.bootstrap.siwe_required_for_crypto_wallets && wallet.type === 'ethereum';
  if (!sent && !required) return null;
  const pageOrigin =
    context.request.headers.get('x-sdk-parent-host') ?? context.request.headers.get('origin') ?? undefined;
  const params = sent ? readSiweParams(sent) : readSiweParams({ uri: pageOrigin });
  let origin: string;
  try {
    origin = new URL(params.uri).origin;
  } catch {
    throw badRequest('invalid_siwe_params', 'siwe_params.uri must be an absolute URL.');
  }
  if (!isAllowedOrigin(context.provider.settings, origin, context.url.origin)) {
    throw badRequest('invalid_siwe_params', `siwe_params.uri "${params.uri}" is not on an allowed origin.`);
  }
  return params;
}

async function start(context: RouteContext, userId: string | null) {
  const input = await context.body(START_FIELDS);
  const wallet = readWallet(input.crypto_wallet_type, input.crypto_wallet_address);
  const { provider } = context;
  const challenge = issueWalletChallenge(walletChallengeState(provider.state.groups), {
    projectName: provider.settings.project_name,
    wallet,
    client: context.client,
    userId,
    siwe: siweParams(context, wallet, input.siwe_params),
    now: provider.now(),
  });
  return { challenge };
}

/** The pending challenge `signature` signs, checked one by one (at most PENDING_PER_WALLET.total). */
async function signedChallenge(
  wallet: WalletAddress,
  pending: PendingWalletChallenge[],
  signature: string,
): Promise<PendingWalletChallenge | undefined> {
  for (const candidate of pending) {
    if (await isWalletSignature(wallet, candidate.message, signature)) return candidate;
  }
  return undefined;
}

function walletOwner(context: RouteContext, wallet: WalletAddress): StoredUser | undefined {
  return [...context.provider.state.users.values()].find((user) =>
    user.profile.crypto_wallets.some(
      (entry) =>
        isWalletType(entry.crypto_wallet_type) &&
        walletKey(entry.crypto_wallet_type, entry.crypto_wallet_address) === wallet.key,
    ),
  );
}

/** The user the signature signs in: the challenge's signed-in user, the wallet's owner, or a new user. */
function signedInUser(context: RouteContext, wallet: WalletAddress, challengeUserId: string | null): StoredUser {
  const owner = walletOwner(context, wallet);
  if (challengeUserId === null) return owner ?? createUser(context.provider.state, {}, context.provider.now());
  if (context.session?.session.user_id !== challengeUserId) {
    throw unauthorized(FAILED, 'This challenge was issued to another session.');
  }
  if (owner && owner.profile.user_id !== challengeUserId) {
    throw new ApiError(409, 'duplicate_crypto_wallet', 'This wallet already belongs to another user.');
  }
  return context.sessionUser();
}

export const cryptoWalletRoutes: RouteGroup = {
  name: 'crypto_wallets',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/crypto_wallets/authenticate/start/primary',
      access: 'public',
      handle: (context) => start(context, null),
    },
    {
      method: 'POST',
      path: '/sdk/v1/crypto_wallets/authenticate/start/secondary',
      access: 'session',
      handle: (context) => start(context, context.sessionUser().profile.user_id),
    },
    {
      method: 'POST',
      path: '/sdk/v1/crypto_wallets/authenticate',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const input = await context.body({ ...WALLET_FIELDS, signature: 'string', session_duration_minutes: 'int' });
        checkSessionDuration(input.session_duration_minutes);
        const wallet = readWallet(input.crypto_wallet_type, input.crypto_wallet_address);
        const challenges = walletChallengeState(provider.state.groups);
        const noChallenge = () =>
          notFound(
            'crypto_wallet_not_found',
            'No challenge is pending for this wallet (each one works once). Start the sign-in again.',
          );
        const candidates = walletChallenges(challenges, wallet);
        if (candidates.length === 0) throw noChallenge();
        const pending = await signedChallenge(wallet, candidates, input.signature);
        if (!pending)
          throw unauthorized(FAILED, "The signature is not this wallet's signature of a pending challenge.");
        if (pending.not_before !== null && provider.now() < pending.not_before) {
          throw unauthorized(
            FAILED,
            `The Sign-In With Ethereum message is not valid before ${new Date(pending.not_before).toISOString()}.`,
          );
        }
        // Taken only now, after the signature checked out: a request sent in parallel finds it gone.
        if (!takeWalletChallenge(challenges, pending.nonce)) throw noChallenge();
        if (pending.expires_at <= provider.now()) {
          throw pending.siwe
            ? badRequest(
                'siwe_message_expired',
                'The Sign-In With Ethereum message has expired. Start the sign-in again.',
              )
            : unauthorized(FAILED, 'The challenge has expired. Start the sign-in again.');
        }
        const user = signedInUser(context, wallet, pending.user_id);
        let entry = user.profile.crypto_wallets.find(
          (item) =>
            isWalletType(item.crypto_wallet_type) &&
            walletKey(item.crypto_wallet_type, item.crypto_wallet_address) === wallet.key,
        );
        if (!entry) {
          entry = {
            crypto_wallet_id: newId('crypto-wallet'),
            crypto_wallet_address: wallet.address,
            crypto_wallet_type: wallet.type,
            verified: true,
          };
          user.profile.crypto_wallets.push(entry);
        }
        const factor = {
          type: 'crypto',
          delivery_method: 'crypto_wallet',
          crypto_wallet_factor: {
            crypto_wallet_id: entry.crypto_wallet_id,
            crypto_wallet_address: entry.crypto_wallet_address,
            crypto_wallet_type: entry.crypto_wallet_type,
          },
        };
        const session = startSession(provider, user, factor, input.session_duration_minutes, context.session);
        return authResponse(provider, session);
      },
    },
  ],
};
