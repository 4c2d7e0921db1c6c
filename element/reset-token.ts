// The reset-password mode's token: the password-reset-token attribute, or the emailed link's `token`
// and `stytch_token_type` in the page address, read once per element and removed from the address
// at once, so that the token is neither bookmarked nor sent on as a referrer.
import type { ResetToken } from '../src/widget/index.ts';

export function resetTokenFrom(attribute: string | undefined, fromAddress: { current: ResetToken | undefined }): ResetToken {
  const given = attribute?.trim();
  if (given) return { token: given, tokenType: 'reset_password' };
  fromAddress.current ??= takeTokenFromAddress();
  return fromAddress.current;
}

function takeTokenFromAddress(): ResetToken {
  const url = new URL(window.location.href);
  const token = { token: url.searchParams.get('token'), tokenType: url.searchParams.get('stytch_token_type') };
  if (url.searchParams.has('token') || url.searchParams.has('stytch_token_type')) {
    url.searchParams.delete('token');
    url.searchParams.delete('stytch_token_type');
    window.history.replaceState(window.history.state, '', url.href);
  }
  return token;
}
