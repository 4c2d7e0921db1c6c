// Whether the browser can offer passkeys in the username field's autofill (conditional mediation).
export async function supportsPasskeyAutofill(): Promise<boolean> {
  const credential = (globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } }).PublicKeyCredential;
  try {
    return (await credential?.isConditionalMediationAvailable?.()) ?? false;
  } catch {
    return false;
  }
}
