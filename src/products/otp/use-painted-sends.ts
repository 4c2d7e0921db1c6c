// React's phone form takes over the passcode the painted form sent before React came
// (painted-sends.ts): the flow waits for its answer as for its own. In a layout effect: when React
// adopts the painted form, the send shows as pending in the adopting commit, before the browser paints.
import { useLayoutEffect, type RefObject } from 'react';
import type { FlowEvent } from '../../flows/events.ts';
import { takePaintedSends, widgetContainer } from './painted-sends.ts';

export function usePaintedSends(form: RefObject<HTMLFormElement | null>, send: (event: FlowEvent) => void): void {
  useLayoutEffect(() => {
    const container = form.current && widgetContainer(form.current);
    if (!container) return;
    return takePaintedSends(container, (sent) => send({ type: 'TAKE_OVER_SEND', sent }));
  }, [form, send]);
}
