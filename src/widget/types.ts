import type { ConfigIssue, WidgetConfig } from '../config/types.ts';
import type { Court } from '../session/types.ts';
import type { CourtLoader } from '../loading/court-loader.ts';
import type { ErrorDetail, SuccessDetail, WidgetEventDetail } from '../types/index.ts';

export const WIDGET_MODES = ['login', 'reset-password', 'passkey-registration', 'oauth-authorize'] as const;
export type WidgetMode = (typeof WIDGET_MODES)[number];

/** What the widget sends out; the element turns each into a `court-*` DOM event. */
export interface WidgetOutputs {
  onSuccess(detail: SuccessDetail): void;
  onError(detail: ErrorDetail): void;
  onEvent(detail: WidgetEventDetail): void;
}

export type WidgetSetup =
  | { kind: 'problems'; problems: ConfigIssue[] }
  /** The Court, or its loader (see court-loader.ts): the first screen renders before it is there. */
  | {
      kind: 'ready';
      court: Court | CourtLoader;
      config: WidgetConfig;
      mode: WidgetMode;
      resetToken?: ResetTokenSource;
      publicToken?: string;
    };

/** The reset-password mode's token: from the element, or from the page address (`token`, `stytch_token_type`). */
export interface ResetToken {
  token: string | null;
  tokenType: string | null;
}

/** Where the reset-password mode finds its token (reset-token.ts reads it in the mode's chunk). */
export interface ResetTokenSource {
  /** The element's password-reset-token, as given. */
  given?: string | null;
  /** The page address's token once read: one per element, since reading it removes it from the address. */
  fromAddress: { current?: ResetToken };
}
