// What a flow's step tells the outside: widget events (logged and sent as court-event), the sign-in
// (court-success) and new errors (court-error). A chunk of its own, requested right after the first
// paint: LoginFlow reports each step in order once it is there.
import type { FlowEvent } from '../flows/events.ts';
import type { FlowState } from '../flows/state.ts';
import { widgetEvents } from '../flows/telemetry.ts';
import { rememberMethod } from '../session/remember-method.ts';
import type { Court } from '../session/types.ts';
import type { ErrorTexts } from '../ui/error-texts.ts';
import type { WidgetOutputs } from '../widget/types.ts';

/** Logged once the Court is there; a Court that cannot load fails the actions, which say so. */
function logEvent(court: Promise<Court>, name: string, details: Record<string, unknown>) {
  court.then(
    (ready) => ready.logEvent(name, details),
    () => {},
  );
}

interface Reporters {
  court: Promise<Court>;
  outputs: WidgetOutputs;
  /** The messages on screen, also sent with court-error. */
  errors: ErrorTexts;
}

export function report(event: FlowEvent, before: FlowState, after: FlowState, { court, outputs, errors }: Reporters) {
  // An event the flow ignored (a late answer, a refused intent) has no outcome to report.
  if (after === before) return;
  for (const widgetEvent of widgetEvents(event, before)) {
    logEvent(court, widgetEvent.type, widgetEvent.data);
    outputs.onEvent(widgetEvent);
  }
  if (event.type === 'SIGNED_IN') {
    outputs.onSuccess(event.signedIn);
    court.then(
      (ready) => rememberMethod(ready.client.publicToken, event.via),
      () => {},
    );
  }
  const newError = after.error && after.error !== before.error ? after.error : null;
  if (event.type === 'FAILED') {
    const message = errors.field(after) ?? errors.describe(event.error);
    outputs.onError({ code: event.error.errorType ?? event.error.code, message });
  } else if (newError) {
    outputs.onError({ code: newError.errorType ?? newError.code, message: errors.form(after)! });
  }
}
