// Password strength (docs/provider-api.md#strength-check): zxcvbn score and feedback, LUDS requirements, breach check.
import { readableForm, isBreachedPassword } from './breached-passwords.ts';
import { StrengthQueue, type StrengthLane } from './strength-queue.ts';
import { rateInChild } from './strength-thread.ts';
import type { ProviderSettings } from '../settings/settings.ts';

/** One queue per process, as there is one zxcvbn process (several providers in one process share both). */
export const strengthQueue = new StrengthQueue(rateInChild);

/** Whose password this is and why it is rated (see strength-queue.ts). */
export interface StrengthRequest {
  lane: StrengthLane;
  client: string;
}

export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  missing_complexity: number;
  missing_characters: number;
}

export interface StrengthReport {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: 'zxcvbn' | 'luds';
  feedback: { warning: string; suggestions: string[]; luds_requirements: LudsRequirements };
}

function ludsRequirements(
  password: string,
  config: ProviderSettings['passwords']['password_config'],
): LudsRequirements {
  const classes = {
    has_lower_case: /\p{Ll}/u.test(password),
    has_upper_case: /\p{Lu}/u.test(password),
    has_digit: /\p{Nd}/u.test(password),
    has_symbol: /[^\p{L}\p{Nd}]/u.test(password),
  };
  const present = Object.values(classes).filter(Boolean).length;
  return {
    ...classes,
    missing_complexity: Math.max(0, config.luds_complexity - present),
    missing_characters: Math.max(0, config.luds_minimum_count - [...password].length),
  };
}

export async function checkStrength(
  settings: ProviderSettings,
  password: string,
  email: string | undefined,
  request: StrengthRequest,
): Promise<StrengthReport> {
  const {
    strength_policy: policy,
    password_config: config,
    breach_detection_on_create: breachDetection,
  } = settings.passwords;
  const userInputs = email ? [email, email.split('@')[0]!] : [];
  const result = await strengthQueue.submit(request.lane, request.client, readableForm(password), userInputs);
  const luds = ludsRequirements(password, config);
  const breached = isBreachedPassword(password);
  const meetsPolicy =
    policy === 'zxcvbn' ? result.score >= 3 : luds.missing_complexity === 0 && luds.missing_characters === 0;
  return {
    valid_password: meetsPolicy && !breached,
    score: result.score,
    breached_password: breached,
    breach_detection_on_create: breachDetection,
    strength_policy: policy,
    feedback: {
      warning: result.warning,
      suggestions: result.suggestions,
      luds_requirements: luds,
    },
  };
}
