// base64 helpers that work the same in browsers and Node (btoa/atob only, no Buffer).

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64url without padding (RFC 4648 §5), as PKCE challenges use it. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64 of the UTF-8 bytes of a string (btoa alone fails on non-Latin-1 text). */
export function utf8ToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}
