import { useEffect, useState } from 'react';
import toastTexts from '../i18n/compiled/en/toasts.ts';
import { useText } from '../i18n/text.ts';
import { createToastStore } from '../ui/toast/store.ts';
import { Toasts } from '../ui/toast/Toasts.tsx';
import type { Companion } from './view-types.ts';

/** What a toast says, by message key: its words come in the language on screen at each render. */
type Notice = 'otpCodeResent' | 'magicLinkResent';

/** A toast when a code or an email has been sent again (docs/specification.md#passcodes, #email-confirmation). */
export const ResendNotices: Companion = ({ machine }) => {
  const [toasts] = useState(() => createToastStore<Notice>());
  const text = useText(toastTexts);
  useEffect(() => {
    const stop = machine.observe((event, before, after) => {
      if (after === before) return;
      if (event.type === 'CODE_RESENT') toasts.show('success', 'otpCodeResent');
      if (event.type === 'EMAIL_RESENT') toasts.show('success', 'magicLinkResent');
    });
    return () => {
      stop();
      toasts.dispose();
    };
  }, [machine, toasts]);
  return <Toasts store={toasts} words={(notice) => text[notice]()} />;
};
