// The email-type forms' rules alone, for a first screen painted with its forms before the
// products' chunks are in (src/paint/).
import forms from './forms.css?inline';
import { rulesAdopter } from './adopt-rules.ts';

export { forms as formRules };
export const adoptFormStyles = rulesAdopter(forms);
