// Widget events (docs/specification.md#events, docs/provider-api.md#events) derived from flow events: sent to the provider's
// event log and dispatched as `court-event`.
import type { WidgetEventDetail } from '../types/index.ts';
import type { FlowEvent } from './events.ts';
import type { FlowState } from './state.ts';

export function widgetEvents(event: FlowEvent, before: FlowState): WidgetEventDetail[] {
  switch (event.type) {
    case 'OAUTH_STARTED':
      return [
        {
          type: 'start_oauth_flow',
          data: {
            provider_type: event.provider.type,
            custom_scopes: event.provider.custom_scopes,
            cname_domain: event.cnameDomain,
            pkce: event.pkce,
            provider_params: event.provider.provider_params,
          },
        },
      ];
    case 'EMAIL_SENT':
      return [{ type: 'email_sent', data: { email: event.email, type: 'login_or_create' } }];
    case 'TRY_AGAIN':
      return before.screen.name === 'emailConfirmation' ? [{ type: 'email_try_again_clicked', data: {} }] : [];
    default:
      return [];
  }
}
