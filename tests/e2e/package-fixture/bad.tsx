// Must not type-check: a misspelt option name, and a field the success detail does not have.
import 'court-login/react';

export const Broken = () => <court-login public-token="t" config={{ products: ['otp'], otpOptionz: { methods: ['email'] } }} />;
export const Wrong = () => <court-login public-token="t" oncourt-success={(event) => event.detail.sessionTokn} />;
