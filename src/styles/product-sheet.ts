// The rules of the lazily loaded products, in a chunk of their own that loads with them (import()
// this module): added beside the widget's own. The email-type forms' rules come first (form-sheet.ts:
// also adopted alone where the first screen is painted with its forms). Their text too, for the
// slotted parts (slotted.ts).
import keyframes from './product-keyframes.css?inline';
import products from './products.css?inline';
import { rulesAdopter } from './adopt-rules.ts';
import { formRules } from './form-sheet.ts';

export const productRules = `${formRules}\n${products}`;
export const adoptProductStyles = rulesAdopter(productRules, keyframes);
