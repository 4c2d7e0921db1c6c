// The es messages of every area in one table; written by scripts/messages.ts.
import config from './config.ts';
import core from './core.ts';
import errors from './errors.ts';
import passwords from './passwords.ts';
import products from './products.ts';

export default { ...config, ...core, ...errors, ...passwords, ...products };
