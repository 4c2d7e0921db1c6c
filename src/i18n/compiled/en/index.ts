// The en messages of every area in one table; written by scripts/messages.ts.
import core from './core.ts';
import errors from './errors.ts';
import passkeys from './passkeys.ts';
import passwords from './passwords.ts';
import products from './products.ts';

export default { ...core, ...errors, ...passkeys, ...passwords, ...products };
