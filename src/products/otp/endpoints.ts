// Where a passcode is asked for (docs/provider-api.md#passcodes): the client's calls (client.ts), and
// the painted phone form's request before the Court has come (painted-send.ts), which must not bring
// the client's readers and errors into its chunk.
export const loginOrCreatePath = (channel: 'email' | 'sms' | 'whatsapp') => `/otps/${channel}/login_or_create`;
