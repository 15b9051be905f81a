import { PRO_MONTHLY_PRICE_LABEL } from '@contracts/brand';
import { DISCOUNT_REPLY_WINDOW } from '@contracts/brand';

/** The words of the sign-in, sign-up and password screens, toasts included (from the specification). */
export const authToasts = {
  signUpSuccess: {
    title: 'Account created successfully!',
    description: 'Please check your email to verify your account.',
  },
  signUpFailed: 'Sign up failed',
  signInSuccess: 'Sign in successful!',
  signInFailed: 'Sign in failed',
  confirmed: { title: 'Email confirmed', description: 'You can sign in now.' },
  confirmFailed: 'Email confirmation failed',
  codeResent: {
    title: 'Code sent',
    description:
      'If this address is waiting to be confirmed, a new code is on its way. The previous code no longer works.',
  },
  resendFailed: 'Could not send a new code',
  resetDone: {
    title: 'Password reset',
    description: 'You can now sign in with your new password.',
  },
  resetFailed: 'Password reset failed',
} as const;

export const welcomeBack = (firstName: string | undefined): string =>
  firstName?.trim() ? `Welcome back, ${firstName.trim()}!` : 'Welcome back!';

/** The same words whether or not an account exists for the address. */
export const resetCodeSent = (email: string): string =>
  `If an account exists for ${email}, we've sent a reset code.`;

export interface Benefit {
  title: string;
  description: string;
}

export const patientBenefits: readonly Benefit[] = [
  {
    title: 'Unlock Exclusive Coupons',
    description: 'Members see the coupons and first-visit offers dental offices post for patients.',
  },
  {
    title: 'Save on Dental Care',
    description: `Request discounts from offices near you; they reply within ${DISCOUNT_REPLY_WINDOW}.`,
  },
  {
    title: 'Guidance Whenever You Need It',
    description:
      'Ask our dental AI assistant by text or voice, backed by 30+ years of hygiene experience.',
  },
];

export const professionalBenefits: readonly Benefit[] = [
  {
    title: `List Your Practice for ${PRO_MONTHLY_PRICE_LABEL}`,
    description: 'Appear in our directory of dental offices, which patients search by ZIP code.',
  },
  {
    title: 'Reach New Patients',
    description:
      'Patients near you find your office and send discount requests straight to your inbox.',
  },
  {
    title: 'Show What Makes You Different',
    description:
      'Services, insurance, languages, office hours and a coupon offer, all on your listing.',
  },
];
