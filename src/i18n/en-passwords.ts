// The texts of the password product (SPEC §2, §4, §5); they load with its chunk.
import type { ResetEmailReason } from '../flows/values.ts';

const SET_NEW_HEADING = 'Check your email to set a new password';

export const passwordText = {
  passwordLabel: 'Password',
  newPasswordLabel: 'New password',
  emailLabel: 'Email',
  createHeading: 'Create your account',
  createText: (email: string) => `Finish creating your account for ${email} by choosing a password.`,
  loginHeading: 'Log in',
  loginText: (email: string) => `Enter the password for ${email}.`,
  continue: 'Continue',
  forgot: 'Forgot password?',
  back: 'Back',
  showPassword: 'Show password',

  strengthLabel: 'Password strength',
  strengthNames: ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const,
  ludsLength: (count: number) => `Must be at least ${count} characters long`,
  ludsComplexity: (count: number) => `Must contain ${count} of the following: uppercase letter, lowercase letter, number, symbol`,
  breached: 'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  checking: 'Checking password strength...',

  forgotHeading: 'Forgot password?',
  forgotText: "Enter your email address and we'll send you a link to reset your password.",
  sendResetLink: 'Send reset link',

  emailSent: {
    forgot: {
      heading: 'Check your email for help signing in',
      text: (email: string) => `An email was sent to ${email} with a link to reset your password.`,
    },
    breached: {
      heading: SET_NEW_HEADING,
      text: (email: string) =>
        `A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at ${email} to reset your password.`,
    },
    dedupe: {
      heading: SET_NEW_HEADING,
      text: (email: string) =>
        `We want to make sure your account is secure and that it's really you logging in. An email was sent to you at ${email} with a link to set a new password.`,
    },
    setNew: {
      heading: SET_NEW_HEADING,
      text: (email: string) => `Your account has no password yet. An email was sent to you at ${email} with a link to create one.`,
    },
  } satisfies Record<ResetEmailReason, { heading: string; text: (email: string) => string }>,
  didntGetIt: "Didn't get it?",
  resendEmail: 'Resend email',

  resetHeading: 'Set a new password',
  resetText: 'Choose a new password for your account.',
  resetTextFor: (email: string) => `Choose a new password for ${email}.`,
  resetSubmit: 'Reset password',
  loggingIn: 'Logging in',
  loggingInText: 'Please wait while we sign you in.',
  tokenProblemHeading: 'This link does not work',
  tokenMissing: 'The link has no password reset token. Open the link from your email again, or request a new one.',
  tokenType: 'This link is not a password reset link. Open the link from your password reset email, or request a new one.',
  tokenRefused: 'The password reset link has expired or was already used. Request a new one.',
  tokenOtherBrowser:
    'This link only works in the browser where the new password was asked for. Open it there, or send a new link from here.',
  sendNewLink: 'Send a new link',
  backToSignIn: 'Back to sign in',

  successHeading: 'Success',
  signedIn: 'You are now logged in.',
  reset: 'Your password has been reset and you are now logged in.',
} as const;
