// Whether the browser can run a passkey ceremony at all. Without WebAuthn (WebKitGTK, some embedded
// views, an insecure origin) `PublicKeyCredential` is undefined: passkeys are then not offered,
// since no retry could work.
export function hasWebAuthn(): boolean {
  return (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential !== undefined;
}
