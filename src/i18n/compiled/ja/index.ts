// The ja messages of every area in one table; written by scripts/messages.ts.
import authorize from './authorize.ts';
import config from './config.ts';
import crypto from './crypto.ts';
import emailMagicLinks from './emailMagicLinks.ts';
import errors from './errors.ts';
import firstScreen from './firstScreen.ts';
import forms from './forms.ts';
import oneTap from './oneTap.ts';
import otp from './otp.ts';
import passkeys from './passkeys.ts';
import passwords from './passwords.ts';
import redirect from './redirect.ts';
import toasts from './toasts.ts';

export default { ...authorize, ...config, ...crypto, ...emailMagicLinks, ...errors, ...firstScreen, ...forms, ...oneTap, ...otp, ...passkeys, ...passwords, ...redirect, ...toasts };
