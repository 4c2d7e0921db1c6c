import { isPending } from '../../flows/state.ts';
import { EmailConfirmationScreen } from './screens/EmailConfirmationScreen.tsx';
import { BootstrapRevalidation } from '../bootstrap-revalidation.ts';
import type { ProductView } from '../view-types.ts';
import { ResendNotices } from '../resend-notices.tsx';

export const magicLinksView: ProductView = {
  screens: {
    emailConfirmation: ({ state, bootstrap, send, errors }) =>
      state.screen.name === 'emailConfirmation' && (
        <EmailConfirmationScreen
          email={state.screen.email}
          emailDomain={bootstrap.emailDomains.length === 1 ? bootstrap.emailDomains[0] : undefined}
          resending={isPending(state, 'RESEND_EMAIL')}
          error={errors.form(state)}
          onResend={() => send({ type: 'RESEND_EMAIL' })}
          onTryAgain={() => send({ type: 'TRY_AGAIN' })}
        />
      ),
  },
  // Its confirmation screen shows the project's email domain.
  companions: [BootstrapRevalidation, ResendNotices],
};

// The registry loads each view as its module's default (src/products/registry.ts).
export default magicLinksView;
