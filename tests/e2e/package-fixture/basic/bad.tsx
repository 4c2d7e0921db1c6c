// Must not type-check: a misspelt option name, fields the success detail does not have, a missing required prop.
import { CourtLogin } from 'court-login/react';

export const Broken = () => (
  <court-login public-token="t" config={{ products: ['otp'], otpOptionz: { methods: ['email'] } }} />
);
export const Wrong = () => <court-login public-token="t" oncourt-success={(event) => event.detail.sessionTokn} />;
export const Callback = () => (
  <CourtLogin publicToken="t" config={{ products: ['otp'] }} onSuccess={(detail) => detail.userId} />
);
export const Missing = () => <CourtLogin config={{ products: ['otp'] }} />;
