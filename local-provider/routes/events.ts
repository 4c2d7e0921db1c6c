import type { RouteGroup } from '../http/router.ts';

/** Telemetry batches (docs/provider-api.md#events): any body is accepted and dropped. */
export const eventRoutes: RouteGroup = {
  name: 'events',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/events',
      access: 'open',
      async handle({ request }) {
        await request.text();
        return {};
      },
    },
  ],
};
