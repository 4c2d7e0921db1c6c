// Whether the browser offers passkeys in the username field's autofill: the email field then carries
// the `webauthn` token and the passkey button steps aside (docs/specification.md#main-screen).
import { useEffect, useState } from 'react';
import { supportsPasskeyAutofill } from './conditional-mediation.ts';

export type AutofillSupport = 'unknown' | 'yes' | 'no';

/** 'no' without asking when `wanted` is false. */
export function usePasskeyAutofill(wanted = true): AutofillSupport {
  const [support, setSupport] = useState<AutofillSupport>(wanted ? 'unknown' : 'no');
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    void supportsPasskeyAutofill().then((value) => active && setSupport(value ? 'yes' : 'no'));
    return () => {
      active = false;
    };
  }, [wanted]);
  return wanted ? support : 'no';
}
