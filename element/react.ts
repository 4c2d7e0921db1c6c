// court-login/react: defines <court-login> and types it for React 19 JSX, so that
//   <court-login public-token="…" config={{ products: ['otp'], otpOptions: { methods: ['email'] } }}
//                oncourt-success={(event) => event.detail.user} />
// type-checks with the config as a typed object (React 19 sets it as a property, by reference) and
// typed event details (React 19 listens to `court-success` for `oncourt-success`).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CourtLoginElement } from './court-login.ts';
import type { CourtLoginEvents } from './events.ts';
import type { CourtLoginConfig } from '../src/config/input.ts';

export * from './index.ts';

type EventHandlers = {
  [Name in keyof CourtLoginEvents as `on${Name}`]?: (event: CourtLoginEvents[Name]) => void;
};

export interface CourtLoginProps extends DetailedHTMLProps<HTMLAttributes<CourtLoginElement>, CourtLoginElement>, EventHandlers {
  'public-token': string;
  /** The provider's origin; the hosted provider when absent. */
  'provider-url'?: string;
  mode?: 'login' | 'reset-password' | 'passkey-registration';
  config?: CourtLoginConfig;
  /** "false" when the page finishes OAuth and email-link redirects itself. */
  'handle-redirects'?: 'true' | 'false';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'court-login': CourtLoginProps;
    }
  }
}
