// The messages a wallet must sign: several pending challenges per wallet, each with its own nonce,
// short-lived, and used up only by a valid signature (so a stranger's start or wrong signature cancels
// nobody's sign-in). Kept as plain JSON under the `crypto_wallets` key of the provider state's groups.
import { randomBytes } from 'node:crypto';
import { createSiweMessage } from 'viem/siwe';
import { keepNewest } from '../limits/bounded.ts';
import { badRequest } from '../http/responses.ts';
import type { WalletAddress } from './wallet-address.ts';

const WALLET_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** How far a SIWE `issued_at` may lie ahead of the provider's clock. */
const CLOCK_SKEW_MS = 60 * 1000;
/** Pending challenges per wallet from one client, and in all; the oldest goes first. */
export const PENDING_PER_WALLET = { perClient: 3, total: 10 };

export interface PendingWalletChallenge {
  wallet_key: string;
  nonce: string;
  /** The client that started it (client-key.ts): its own starts replace its oldest, never another's. */
  client: string;
  message: string;
  /** Set for `/start/secondary`: the wallet is added to this signed-in user. */
  user_id: string | null;
  siwe: boolean;
  /** SIWE `Not Before`, if any: the signature is refused until then. */
  not_before: number | null;
  expires_at: number;
}

export interface WalletChallengeState {
  challenges: PendingWalletChallenge[];
}

/** Sign-In-With-Ethereum parameters the current SDK may send (docs/provider-api.md#crypto-wallets). */
export interface SiweParams {
  uri: string;
  chain_id?: string | number;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

const SIWE_TEXT_FIELDS = ['uri', 'issued_at', 'statement', 'not_before', 'message_request_id'] as const;

/** Checks the `siwe_params` object field by field. */
export function readSiweParams(value: Record<string, unknown>): SiweParams {
  for (const [field, item] of Object.entries(value)) {
    const fine = (SIWE_TEXT_FIELDS as readonly string[]).includes(field)
      ? typeof item === 'string'
      : field === 'chain_id'
        ? typeof item === 'string' || typeof item === 'number'
        : field === 'resources'
          ? Array.isArray(item) && item.every((resource) => typeof resource === 'string')
          : null;
    if (fine === null) throw badRequest('invalid_siwe_params', `Unknown field "siwe_params.${field}".`);
    if (!fine) throw badRequest('invalid_siwe_params', `The field "siwe_params.${field}" has the wrong type.`);
  }
  if (typeof value.uri !== 'string') throw badRequest('invalid_siwe_params', 'siwe_params.uri is required.');
  return value as unknown as SiweParams;
}

export function walletChallengeState(groups: Record<string, unknown>): WalletChallengeState {
  const current = groups.crypto_wallets;
  if (current === undefined) {
    const fresh: WalletChallengeState = { challenges: [] };
    groups.crypto_wallets = fresh;
    return fresh;
  }
  const candidate = current as Partial<WalletChallengeState> | null;
  if (!candidate || !Array.isArray(candidate.challenges)) {
    throw new Error('The saved provider state has a malformed "crypto_wallets" group (expected a challenges list).');
  }
  return candidate as WalletChallengeState;
}

function plainMessage(projectName: string, wallet: WalletAddress, nonce: string, now: number): string {
  const kind = wallet.type === 'ethereum' ? 'Ethereum' : 'Solana';
  return [
    `${projectName} wants you to sign in with your ${kind} account:`,
    wallet.address,
    '',
    `Nonce: ${nonce}`,
    `Issued At: ${new Date(now).toISOString()}`,
    `Expiration Time: ${new Date(now + WALLET_CHALLENGE_LIFETIME_MS).toISOString()}`,
  ].join('\n');
}

function optionalDate(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest('invalid_siwe_params', `siwe_params.${field} is not a date.`);
  return date;
}

/** Refuses an `issued_at` in the future or older than a challenge lives, and a `not_before` after it expires. */
function checkSiweTimes(issuedAt: Date | undefined, notBefore: Date | undefined, now: number): void {
  if (issuedAt && issuedAt.getTime() > now + CLOCK_SKEW_MS) {
    throw badRequest('invalid_siwe_params', 'siwe_params.issued_at lies in the future.');
  }
  if (issuedAt && issuedAt.getTime() < now - WALLET_CHALLENGE_LIFETIME_MS) {
    throw badRequest('invalid_siwe_params', 'siwe_params.issued_at is older than a challenge lives (5 minutes).');
  }
  if (notBefore && notBefore.getTime() >= now + WALLET_CHALLENGE_LIFETIME_MS) {
    throw badRequest(
      'invalid_siwe_params',
      'siwe_params.not_before is after the message expires (5 minutes from now).',
    );
  }
}

function siweMessage(
  wallet: WalletAddress,
  params: SiweParams,
  nonce: string,
  now: number,
): { message: string; notBefore: Date | undefined } {
  let uri: URL;
  try {
    uri = new URL(params.uri);
  } catch {
    throw badRequest('invalid_siwe_params', 'siwe_params.uri must be an absolute URL.');
  }
  const chainId = Number(params.chain_id ?? 1);
  if (!Number.isInteger(chainId) || chainId <= 0)
    throw badRequest('invalid_siwe_params', 'siwe_params.chain_id must be a positive integer.');
  const issuedAt = optionalDate(params.issued_at, 'issued_at');
  const notBefore = optionalDate(params.not_before, 'not_before');
  checkSiweTimes(issuedAt, notBefore, now);
  const fields = {
    address: wallet.address as `0x${string}`,
    chainId,
    domain: uri.host,
    uri: uri.href,
    version: '1' as const,
    nonce,
    issuedAt: issuedAt ?? new Date(now),
    expirationTime: new Date(now + WALLET_CHALLENGE_LIFETIME_MS),
    notBefore,
    statement: params.statement,
    requestId: params.message_request_id,
    resources: params.resources,
  };
  try {
    return { message: createSiweMessage(fields), notBefore };
  } catch (error) {
    // viem refuses fields a SIWE message cannot carry, e.g. a multi-line statement or a resource that is not a URI.
    const reason = (error as { shortMessage?: unknown }).shortMessage;
    throw badRequest(
      'invalid_siwe_params',
      typeof reason === 'string' ? reason : 'The SIWE parameters cannot form a SIWE message.',
    );
  }
}

/** Issues a new challenge for the wallet and returns the message to sign; the client's oldest beyond its share goes. */
export function issueWalletChallenge(
  state: WalletChallengeState,
  request: {
    projectName: string;
    wallet: WalletAddress;
    client: string;
    userId: string | null;
    siwe: SiweParams | null;
    now: number;
  },
): string {
  const { wallet, now, client } = request;
  if (request.siwe && wallet.type !== 'ethereum') {
    throw badRequest(
      'crypto_wallet_type_incompatible_with_siwe',
      'Sign-In With Ethereum applies to Ethereum wallets only.',
    );
  }
  const nonce = randomBytes(16).toString('hex');
  const { message, notBefore } = request.siwe
    ? siweMessage(wallet, request.siwe, nonce, now)
    : { message: plainMessage(request.projectName, wallet, nonce, now), notBefore: undefined };
  state.challenges = state.challenges.filter((pending) => pending.expires_at > now);
  const wallets = (pending: PendingWalletChallenge) => pending.wallet_key === wallet.key;
  dropOldest(state, (pending) => wallets(pending) && pending.client === client, PENDING_PER_WALLET.perClient - 1);
  dropOldest(state, wallets, PENDING_PER_WALLET.total - 1);
  state.challenges.push({
    wallet_key: wallet.key,
    nonce,
    client,
    message,
    user_id: request.userId,
    siwe: request.siwe !== null,
    not_before: notBefore?.getTime() ?? null,
    expires_at: now + WALLET_CHALLENGE_LIFETIME_MS,
  });
  keepNewest(state.challenges);
  return message;
}

/** Removes the oldest challenges that `matches` until at most `keep` of them remain (lists are oldest first). */
function dropOldest(
  state: WalletChallengeState,
  matches: (pending: PendingWalletChallenge) => boolean,
  keep: number,
): void {
  let excess = state.challenges.filter(matches).length - keep;
  state.challenges = state.challenges.filter((pending) => !(excess > 0 && matches(pending) && excess-- > 0));
}

/** The wallet's pending challenges, expired ones included (so the caller can say so), oldest first. */
export function walletChallenges(state: WalletChallengeState, wallet: WalletAddress): PendingWalletChallenge[] {
  return state.challenges.filter((pending) => pending.wallet_key === wallet.key);
}

/** Removes the challenge with `nonce`; false when it is gone already (used by a request sent in parallel). */
export function takeWalletChallenge(state: WalletChallengeState, nonce: string): boolean {
  const index = state.challenges.findIndex((pending) => pending.nonce === nonce);
  if (index < 0) return false;
  state.challenges.splice(index, 1);
  return true;
}
