// The reset-password mode's token, read where the mode runs (its own chunk): the element's
// password-reset-token, else the emailed link's `token` and `stytch_token_type` in the page address.
import { dropTokenFromAddress } from '../../session/address-token.ts';
import type { ResetToken, ResetTokenSource } from '../../widget/types.ts';

const NO_TOKEN: ResetToken = { token: null, tokenType: null };

/**
 * The token given, or the one in the page address: read once per element (kept in `fromAddress`,
 * which outlives the mode's screens) and removed from the address at once, so that the token is
 * neither bookmarked nor sent on as a referrer. Other parameters of the address stay.
 */
export function resetToken(source: ResetTokenSource | undefined): ResetToken {
  if (!source) return NO_TOKEN;
  const given = source.given?.trim();
  if (given) return { token: given, tokenType: 'reset_password' };
  if (!source.fromAddress.current) {
    const url = new URL(window.location.href);
    const params = url.searchParams;
    source.fromAddress.current = { token: params.get('token'), tokenType: params.get('stytch_token_type') };
    dropTokenFromAddress();
  }
  return source.fromAddress.current;
}
