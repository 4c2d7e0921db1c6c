// A passcode the painted phone form sent before React (painted-send.ts) goes to the widget's flow once
// React's phone form is there (use-painted-sends.ts), as a request of the flow's own: it is sent once,
// and the flow shows the passcode screen or why the send failed. Per widget: by the container both
// screens live in (the element's shadow root, or the element in light DOM).
import type { Outcome } from '../../flows/events.ts';

type Sent = Promise<Outcome>;
type Taker = (sent: Sent) => void;

const waiting = new WeakMap<Node, Sent>();
const takers = new WeakMap<Node, Taker>();

/** The container of a node of either screen: the parent of its `.court-root`. */
export function widgetContainer(node: Element): Node | undefined {
  return node.closest('.court-root')?.parentNode ?? undefined;
}

/** Hands a send to React's flow, now if it is listening, else once it is. */
export function handPaintedSend(container: Node, sent: Sent): void {
  const take = takers.get(container);
  if (take) take(sent);
  else waiting.set(container, sent);
}

/** Takes this container's sends, the one made before now included; returns the way to stop. */
export function takePaintedSends(container: Node, take: Taker): () => void {
  takers.set(container, take);
  const sent = waiting.get(container);
  if (sent) {
    waiting.delete(container);
    take(sent);
  }
  return () => {
    if (takers.get(container) === take) takers.delete(container);
  };
}
