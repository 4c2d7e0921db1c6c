// Whether the browser can offer passkeys in the username field's autofill (conditional mediation).
// Asked once per page: the email field, the passkey button and the autofill request share the answer.
type Credential = { isConditionalMediationAvailable?: () => Promise<boolean> };

const answers = new WeakMap<object, Promise<boolean>>();

export function supportsPasskeyAutofill(): Promise<boolean> {
  const credential = (globalThis as { PublicKeyCredential?: Credential }).PublicKeyCredential;
  if (!credential) return Promise.resolve(false);
  let answer = answers.get(credential);
  if (!answer) {
    answer = ask(credential);
    answers.set(credential, answer);
  }
  return answer;
}

async function ask(credential: Credential): Promise<boolean> {
  try {
    return (await credential.isConditionalMediationAvailable?.()) ?? false;
  } catch {
    return false;
  }
}
