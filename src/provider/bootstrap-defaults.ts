// The settings assumed before the bootstrap call answers, and when it fails or answers something
// unreadable: a module of its own so that the first screen can use them without the client.
import type { BootstrapData } from '../types/index.ts';

/** What the widget assumes when the bootstrap call fails or answers something unreadable. */
export const BOOTSTRAP_DEFAULTS: BootstrapData = Object.freeze({
  projectName: null,
  disableSdkWatermark: true,
  cnameDomain: null,
  emailDomains: ['stytch.com'],
  captchaSettings: { enabled: false },
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOauth: false,
  pkceRequiredForSso: false,
  slugPattern: null,
  createOrganizationEnabled: false,
  passwordConfig: null,
  dfpProtectedAuthEnabled: false,
  dfpProtectedAuthMode: undefined,
  rbacPolicy: null,
  siweRequiredForCryptoWallets: false,
}) as BootstrapData;
