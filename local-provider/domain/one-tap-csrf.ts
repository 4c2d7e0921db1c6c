// One Tap's double-submit token: Google's identity script sets the `g_csrf_token` cookie on the page
// with each credential, and the page sends the same value as `stytch_csrf_token`. The OAuth token a
// One Tap submit returns keeps that value (in its detail, under ONE_TAP_BROWSER), and its exchange must
// carry the same cookie: a token handed to another browser is refused there.
export const ONE_TAP_CSRF_COOKIE = 'g_csrf_token';
export const ONE_TAP_BROWSER = 'one_tap_csrf_token';
