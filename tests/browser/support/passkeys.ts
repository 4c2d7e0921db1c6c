// What the passkey browser tests share: Chromium's virtual authenticators, the element placed in
// either DOM mode, a user signed in by email passcode, and the session's end.
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { getCourt } from '../../../src/session/court.ts';
import { byText, PUBLIC_TOKEN, providerUrl, root, waitFor } from './element.ts';
import { latestMessage } from './inbox.ts';

export type Dom = 'shadow' | 'light';

export const EMAIL_AND_PASSKEYS = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } };
export const BUTTON_ONLY = { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } };

let authenticators: string[] = [];
let emails = 0;
export const freshEmail = () => `passkey-${Date.now().toString(36)}-${++emails}@court-login.local`;

export async function addAuthenticator(): Promise<string> {
  const id = (await executeServerCommand('webauthn-add')) as string;
  authenticators.push(id);
  return id;
}

export async function removeAuthenticator(id: string): Promise<void> {
  authenticators = authenticators.filter((known) => known !== id);
  await executeServerCommand('webauthn-remove', { authenticatorId: id });
}

export async function removeAuthenticators(): Promise<void> {
  for (const id of [...authenticators]) await removeAuthenticator(id);
}

export async function place(config: object, dom: Dom, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement('court-login');
  element.setAttribute('public-token', PUBLIC_TOKEN);
  element.setAttribute('provider-url', await providerUrl());
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute('config', JSON.stringify({ ...config, enableShadowDOM: dom === 'shadow' }));
  document.body.append(element);
  await waitFor(() => root(element).querySelector('.court-root'));
  expect(element.shadowRoot === null).to.equal(dom === 'light');
  return element;
}

export const scopeOf = (element: HTMLElement) => root(element);
export const button = (element: HTMLElement, label: string, timeoutMs = 10_000) =>
  waitFor(() => byText<HTMLButtonElement>(scopeOf(element), 'button', label), timeoutMs);
export const heading = (element: HTMLElement, label: string, timeoutMs = 10_000) =>
  waitFor(() => byText(scopeOf(element), 'h2', label), timeoutMs);
export const shows = (element: HTMLElement, wanted: string, timeoutMs = 10_000) =>
  waitFor(() => scopeOf(element).textContent?.includes(wanted), timeoutMs);
export const names = (element: HTMLElement) =>
  [...scopeOf(element).querySelectorAll('.court-passkey-name')].map((node) => node.textContent);

export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  input.focus();
  await sendKeys({ type: value });
}

/** Signs in through the element by email passcode, then takes the element away. */
export async function signInByPasscode(email: string, dom: Dom): Promise<void> {
  const element = await place({ products: ['otp'], otpOptions: { methods: ['email'] } }, dom);
  await typeInto(await waitFor(() => scopeOf(element).querySelector<HTMLInputElement>('input[type="email"]')), email);
  await sendKeys({ press: 'Enter' });
  await heading(element, 'Enter passcode');
  const { code } = await latestMessage(email);
  await typeInto(scopeOf(element).querySelector<HTMLInputElement>('input[part~="otp-digit"]')!, code!);
  await heading(element, 'Success');
  element.remove();
}

export async function court() {
  return getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
}

export async function signOut(): Promise<void> {
  await (await court()).session.revoke({ forceClear: true });
}
