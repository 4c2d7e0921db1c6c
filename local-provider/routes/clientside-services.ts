// The hosted provider's client-side services frame, offline (see ../stand-ins/clientside-services.ts):
// - GET /clientside-services/index.html: the frame's page; pages on allowed origins may frame it;
// - GET /clientside-services/frame.js: its script;
// - POST /clientside-services/phone: { method, phone_number?, region_code? } → { result }.
// Point the hosted provider's SDK at it with endpoints.clientsideServicesIframeURL.
import { badRequest } from '../http/responses.ts';
import { examplePhoneNumber, parsePhoneNumber } from '../domain/phone-format.ts';
import type { RouteGroup } from '../http/router.ts';
import { CLIENTSIDE_SERVICES_PAGE, CLIENTSIDE_SERVICES_SOURCE } from '../stand-ins/clientside-services.ts';
import { standInScript } from '../stand-ins/script-response.ts';

export const clientsideServiceRoutes: RouteGroup = {
  name: 'clientside_services',
  routes: [
    {
      method: 'GET',
      path: '/clientside-services/index.html',
      access: 'open',
      handle({ provider }) {
        // Framed by pages on the allowed origins only (CSP frame-ancestors takes the same `host:*` patterns).
        const ancestors = ["'self'", ...provider.settings.allowed_origins].join(' ');
        return new Response(CLIENTSIDE_SERVICES_PAGE, {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
            'Content-Security-Policy': `default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors ${ancestors}`,
          },
        });
      },
    },
    {
      method: 'GET',
      path: '/clientside-services/frame.js',
      access: 'open',
      handle({ provider, url }) {
        return standInScript(CLIENTSIDE_SERVICES_SOURCE, {
          phoneUrl: `${url.origin}/clientside-services/phone`,
          allowedOrigins: provider.settings.allowed_origins,
        });
      },
    },
    {
      method: 'POST',
      path: '/clientside-services/phone',
      access: 'open',
      envelope: 'plain',
      async handle({ body }) {
        const input = await body(
          { method: 'string', phone_number: 'string?', region_code: 'string?' },
          { phone_number: 64, region_code: 8 },
        );
        if (input.method === 'getExamplePhoneNumber')
          return { result: { phoneNumber: examplePhoneNumber(input.region_code ?? 'US') } };
        if (input.method !== 'parsedPhoneNumber')
          throw badRequest('unknown_method', `Unknown method "${input.method}".`);
        return { result: parsePhoneNumber(input.phone_number ?? '', input.region_code) };
      },
    },
  ],
};
