// Runs the oauth-authorize flow outside React: reduce each event, run the request an intent started,
// and feed its outcome back in. Observers see every event with the state before and after.
import { initialAuthorizeState, reduceAuthorize, type AuthorizeEvent, type AuthorizeState } from './flow.ts';
import { runAuthorizeRequest, type AuthorizePorts } from './effects.ts';

export type AuthorizeObserver = (event: AuthorizeEvent, before: AuthorizeState, after: AuthorizeState) => void;

export interface AuthorizeMachine {
  getState(): AuthorizeState;
  subscribe(listener: () => void): () => void;
  send(event: AuthorizeEvent): void;
  /** Resolves when no request is running. */
  idle(): Promise<void>;
}

export function createAuthorizeMachine(
  ports: AuthorizePorts | Promise<AuthorizePorts>,
  observe?: AuthorizeObserver,
): AuthorizeMachine {
  const listeners = new Set<() => void>();
  const running = new Set<Promise<void>>();
  let state = initialAuthorizeState;

  function send(event: AuthorizeEvent): void {
    const before = state;
    state = reduceAuthorize(before, event);
    if (state !== before) listeners.forEach((listener) => listener());
    observe?.(event, before, state);
    const started = state.pending && state.pending.id !== before.pending?.id ? state.pending : null;
    if (!started) return;
    const at = state;
    const job = Promise.resolve(ports)
      .then((ready) => runAuthorizeRequest(started.kind, at, ready))
      .catch((error: unknown) => {
        console.error('court-login: unexpected failure', error);
        return { type: 'FAILED', error: { code: 'invalid_response' } } as const;
      })
      .then((outcome) => send({ ...outcome, requestId: started.id }))
      .finally(() => running.delete(job));
    running.add(job);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
