// The signed-in person's connected apps, as the app's account page shows them: the list, and
// revoking one (its consent, pending codes and every token). The calls are what @stytch/vanilla-js
// 6.3.0 sends (HeadlessUserClient).
import { connectedApps } from '../connected-apps/context.ts';
import { listConnectedApps, revokeConnectedApp } from '../connected-apps/connected-apps.ts';
import { notFound } from '../http/responses.ts';
import type { RouteGroup } from '../http/router.ts';

export const connectedAppRoutes: RouteGroup = {
  name: 'user_connected_apps',
  routes: [
    {
      method: 'GET',
      path: '/sdk/v1/users/connected_apps',
      access: 'session',
      handle(context) {
        return {
          connected_apps: listConnectedApps(connectedApps(context.provider), context.sessionUser().profile.user_id),
        };
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/users/connected_apps/:connectedAppId/revoke',
      access: 'session',
      handle(context) {
        const userId = context.sessionUser().profile.user_id;
        if (!revokeConnectedApp(connectedApps(context.provider), userId, context.params.connectedAppId!)) {
          throw notFound('connected_app_not_found', 'This user has not connected an app with this id.');
        }
        return {};
      },
    },
  ],
};
