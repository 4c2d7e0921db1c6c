// Route-group registry.
//
// A route group is one file in this folder exporting a `RouteGroup` (see ../http/router.ts):
//   export const exampleRoutes: RouteGroup = { name: 'example', routes: [
//     { method: 'POST', path: '/sdk/v1/example/:id', access: 'public',
//       async handle({ body, params, provider, session }) { const input = await body({ name: 'string' }); return { … }; } },
//   ] };
// and one entry in the list below. A handler returns a plain object (sent as `{data:{…, request_id,
// status_code}}`, or unwrapped with `envelope: 'plain'`) or a Response; it throws ApiError (../http/responses.ts)
// for errors of docs/provider-api.md#errors. `access` decides the Authorization check; CORS, faults and error envelopes are
// handled for every route by ../http/app.ts. Shared helpers: ../domain/sessions.ts (startSession, authResponse),
// ../domain/users.ts, ../domain/pkce.ts, ../domain/link-tokens.ts. A group keeps its own saved data in
// `provider.state.groups[name]` and its own settings in `provider.settings.groups[name]`.
import type { RouteGroup } from '../http/router.ts';
import { backendRoutes } from './backend.ts';
import { bootstrapRoutes } from './bootstrap.ts';
import { clientsideServiceRoutes } from './clientside-services.ts';
import { connectedAppRoutes } from './connected-apps.ts';
import { devRoutes } from './dev.ts';
import { cryptoWalletRoutes } from './crypto-wallets.ts';
import { eventRoutes } from './events.ts';
import { fingerprintStandInRoutes } from './fingerprint-stand-in.ts';
import { googleStandInRoutes } from './google-stand-ins.ts';
import { idpRoutes } from './idp.ts';
import { magicLinkRoutes } from './magic-links.ts';
import { oauthRoutes } from './oauth.ts';
import { oauth2Routes } from './oauth2.ts';
import { oneTapRoutes } from './one-tap.ts';
import { otpRoutes } from './otps.ts';
import { passwordResetRoutes } from './password-resets.ts';
import { passwordRoutes } from './passwords.ts';
import { sessionRoutes } from './sessions.ts';
import { userRoutes } from './users.ts';
import { webauthnRoutes } from './webauthn.ts';

export const routeGroups: RouteGroup[] = [
  bootstrapRoutes,
  eventRoutes,
  oauthRoutes,
  magicLinkRoutes,
  otpRoutes,
  passwordRoutes,
  passwordResetRoutes,
  sessionRoutes,
  userRoutes,
  webauthnRoutes,
  cryptoWalletRoutes,
  oneTapRoutes,
  googleStandInRoutes,
  fingerprintStandInRoutes,
  clientsideServiceRoutes,
  idpRoutes,
  connectedAppRoutes,
  oauth2Routes,
  backendRoutes,
  devRoutes,
];
