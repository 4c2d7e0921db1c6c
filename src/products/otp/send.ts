// Asks the provider to send a passcode: the flow's effects (flow.ts) and the painted phone form's
// Continue before React (painted-send.ts) send it alike. No React in here: the painted form's chunk
// imports it.
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../config/parse.ts';
import { methodKey } from '../../config/rules.ts';
import { fromClientError } from '../../flows/errors.ts';
import type { Outcome } from '../../flows/events.ts';
import type { FlowPorts } from '../../flows/ports.ts';
import type { OtpState } from '../../flows/values.ts';
import type { WidgetConfig } from '../../config/types.ts';
import type { PhoneBody } from './client.ts';

export type Destination = Pick<OtpState, 'channel' | 'destination' | 'displayDestination'>;

const codeMinutes = (config: WidgetConfig) => config.otpOptions?.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;

/** The body that asks for a passcode by text or WhatsApp: the painted phone form sends the same (painted-send.ts). */
export const phoneCodeBody = (config: WidgetConfig, phoneNumber: string): PhoneBody => ({
  phone_number: phoneNumber,
  expiration_minutes: codeMinutes(config),
});

/** CODE_SENT with what the passcode screen needs, or FAILED with why. */
export async function sendCode(
  { court, config, now }: Pick<FlowPorts, 'court' | 'config' | 'now'>,
  to: Destination,
): Promise<Outcome> {
  const options = config.otpOptions;
  const expirationMinutes = codeMinutes(config);
  const result =
    to.channel === 'email'
      ? await court.client.otps.email.loginOrCreate({
          email: to.destination,
          expiration_minutes: expirationMinutes,
          login_template_id: options?.loginTemplateId,
          signup_template_id: options?.signupTemplateId,
        })
      : await court.client.otps[to.channel].loginOrCreate(phoneCodeBody(config, to.destination));
  if (!result.ok) return { type: 'FAILED', error: fromClientError(result.error) };
  const otp: OtpState = {
    ...to,
    methodKey: methodKey({ kind: 'otp', channel: to.channel }),
    methodId: result.value.method_id,
    expiresAt: now() + expirationMinutes * 60_000,
  };
  return { type: 'CODE_SENT', otp };
}
