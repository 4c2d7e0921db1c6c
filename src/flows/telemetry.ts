// Widget events (docs/specification.md#events, docs/provider-api.md#events) derived from flow events: sent to the provider's
// event log and dispatched as `court-event`.
import type { WidgetEventDetail } from '../types/index.ts';
import type { FlowEvent, Outcome } from './events.ts';
import type { FlowState } from './state.ts';

export function widgetEvents(event: FlowEvent, before: FlowState): WidgetEventDetail[] {
  switch (event.type) {
    case 'OAUTH_STARTED':
      return [oauthStarted(event)];
    case 'EMAIL_SENT':
      return [{ type: 'email_sent', data: { email: event.email, type: 'login_or_create' } }];
    case 'TRY_AGAIN':
      return before.screen.name === 'emailConfirmation' ? [{ type: 'email_try_again_clicked', data: {} }] : [];
    default:
      return [];
  }
}

/** The event of an OAuth start, also sent for a press on a painted provider button (products/oauth/painted-start.ts). */
export function oauthStarted(started: Extract<Outcome, { type: 'OAUTH_STARTED' }>): WidgetEventDetail {
  return {
    type: 'start_oauth_flow',
    data: {
      provider_type: started.provider.type,
      custom_scopes: started.provider.custom_scopes,
      cname_domain: started.cnameDomain,
      pkce: started.pkce,
      provider_params: started.provider.provider_params,
    },
  };
}
