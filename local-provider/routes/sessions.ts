import type { RouteGroup } from '../http/router.ts';
import { authResponse, touchSession } from '../domain/sessions.ts';

/** Session refresh and sign-out for the SDK (docs/provider-api.md#session-calls). */
export const sessionRoutes: RouteGroup = {
  name: 'sessions',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/sessions/authenticate',
      access: 'session',
      async handle(context) {
        const body = await context.body({ session_duration_minutes: 'int?' });
        const session = context.session!;
        touchSession(context.provider, session, body.session_duration_minutes);
        return authResponse(context.provider, session);
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/sessions/revoke',
      access: 'session',
      async handle(context) {
        await context.body({});
        context.provider.state.sessions.delete(context.session!.token);
        return {};
      },
    },
  ],
};
