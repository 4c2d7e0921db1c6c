import { useEffect, useRef, useState } from 'react';
import products from '../../i18n/compiled/en/products.ts';
import { useText } from '../../i18n/text.ts';
import { createToastStore } from '../../ui/toast/store.ts';
import { Toasts } from '../../ui/toast/Toasts.tsx';
import type { Companion } from '../view-types.ts';

/** A toast when a code or an email has been sent again (SPEC §4). */
export const ResendNotices: Companion = ({ machine }) => {
  const [toasts] = useState(createToastStore);
  // The toast says it in the language on screen when the event comes, not when the observer began.
  const text = useText(products);
  const latestText = useRef(text);
  latestText.current = text;
  useEffect(() => {
    const stop = machine.observe((event, before, after) => {
      if (after === before) return;
      if (event.type === 'CODE_RESENT') toasts.show('success', latestText.current.otpCodeResent());
      if (event.type === 'EMAIL_RESENT') toasts.show('success', latestText.current.magicLinkResent());
    });
    return () => {
      stop();
      toasts.dispose();
    };
  }, [machine, toasts]);
  return <Toasts store={toasts} />;
};
