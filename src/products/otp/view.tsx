import { isPending } from '../../flows/state.ts';
import { OtpAuthenticateScreen } from './screens/OtpAuthenticateScreen.tsx';
import { OtpConfirmationScreen } from './screens/OtpConfirmationScreen.tsx';
import type { ProductView } from '../view-types.ts';
import { ResendNotices } from '../resend-notices.tsx';

export const otpView: ProductView = {
  screens: {
    otpAuthenticate: ({ state, send, errors }) =>
      state.screen.name === 'otpAuthenticate' && (
        <OtpAuthenticateScreen
          destination={state.screen.otp.displayDestination}
          expiresAt={state.screen.otp.expiresAt}
          verifying={isPending(state, 'SUBMIT_CODE')}
          resending={isPending(state, 'RESEND_CODE')}
          error={errors.field(state) ?? errors.form(state)}
          onSubmit={(code) => send({ type: 'SUBMIT_CODE', code })}
          onResend={() => send({ type: 'RESEND_CODE' })}
          onBack={() => send({ type: 'BACK' })}
        />
      ),
    otpConfirmation: () => <OtpConfirmationScreen />,
  },
  companions: [ResendNotices],
};

// The registry loads each view as its module's default (src/products/registry.ts).
export default otpView;
