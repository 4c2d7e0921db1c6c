import { useEffect, useState } from 'react';
import { productText } from '../../i18n/en-products.ts';
import { createToastStore } from '../../ui/toast/store.ts';
import { Toasts } from '../../ui/toast/Toasts.tsx';
import type { Companion } from '../view-types.ts';

/** A toast when a code or an email has been sent again (SPEC §4). */
export const ResendNotices: Companion = ({ machine }) => {
  const [toasts] = useState(createToastStore);
  useEffect(() => {
    const stop = machine.observe((event, before, after) => {
      if (after === before) return;
      if (event.type === 'CODE_RESENT') toasts.show('success', productText.codeResent);
      if (event.type === 'EMAIL_RESENT') toasts.show('success', productText.emailResent);
    });
    return () => {
      stop();
      toasts.dispose();
    };
  }, [machine, toasts]);
  return <Toasts store={toasts} />;
};
