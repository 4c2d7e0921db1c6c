// The widget's public surface, re-exported by src/index.ts.
export {
  parseConfig,
  parseConfigJson,
  DEFAULT_OTP_EXPIRATION_MINUTES,
  DEFAULT_SESSION_DURATION_MINUTES,
} from '../config/parse.ts';
export { configurationErrors, formMethods } from '../config/rules.ts';
export type { ConfigIssue, ParsedConfig, Product, WidgetConfig } from '../config/types.ts';
export { shadowStyleSheet, lightStyleSheet, adoptStyleSheet } from '../styles/sheets.ts';
export { CourtLoginWidget } from './Widget.tsx';
export { ShadowHost } from '../ui/shadow-host.ts';
export {
  WIDGET_MODES,
  type ResetToken,
  type ResetTokenSource,
  type WidgetMode,
  type WidgetOutputs,
  type WidgetSetup,
} from './types.ts';
export { courtLoader, loadCourtSession, type CourtLoader } from '../loading/court-loader.ts';
export type { CourtSession, RedirectOutcome } from '../session/page-session.ts';
export { courtKey } from '../session/court-key.ts';
