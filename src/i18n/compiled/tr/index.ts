// The tr messages of every area in one table; written by scripts/messages.ts.
import authorize from './authorize.ts';
import config from './config.ts';
import core from './core.ts';
import crypto from './crypto.ts';
import errors from './errors.ts';
import forms from './forms.ts';
import oneTap from './oneTap.ts';
import passkeys from './passkeys.ts';
import passwords from './passwords.ts';
import products from './products.ts';
import redirect from './redirect.ts';

export default { ...authorize, ...config, ...core, ...crypto, ...errors, ...forms, ...oneTap, ...passkeys, ...passwords, ...products, ...redirect };
