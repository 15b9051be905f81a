/** The words of the profile page's security and data sections. */
export const securityContent = {
  intro: 'Your password, sign-in email, sessions and two-step sign-in.',
  passwordChanged: {
    title: 'Password changed',
    description: 'Use your new password the next time you sign in.',
  },
  passwordFailed: 'Password change failed',
  emailIntro: (email: string) =>
    `You sign in with ${email}. We send a code to the new address; nothing changes until you enter it, and your current address gets a notice.`,
  sameEmail: { title: 'Nothing to change', description: 'That is already your email address.' },
  emailCodeSent: (email: string) => ({
    title: 'Check your new inbox',
    description: `We sent a 6-digit code to ${email}.`,
  }),
  emailCodePrompt: (email: string) =>
    `Enter the code we sent to ${email}. Until you do, you keep signing in with your current address.`,
  emailChanged: (email: string) => ({
    title: 'Email changed',
    description: `You now sign in with ${email}.`,
  }),
  emailFailed: 'Email change failed',
  signOutEverywhereText:
    'Ends every session of your account on every device, this one included. You then sign in again.',
  signedOutEverywhere: {
    title: 'Signed out everywhere',
    description: 'Every session of your account has ended. Sign in again to continue.',
  },
  signOutEverywhereFailed: 'Sign out everywhere failed',
  twoStepLoading: 'Checking your two-step sign-in…',
  twoStepIsOn: 'Two-step sign-in is on: signing in asks for a code from your authenticator app.',
  twoStepIsOff:
    'Two-step sign-in is off. Turn it on to be asked for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) each time you sign in.',
  twoStepPreparing: 'Preparing your setup key…',
  twoStepSteps: [
    'Open your authenticator app and add an account.',
    'Scan the QR code, or type the setup key.',
    'Enter the 6-digit code the app shows. You are then signed out everywhere, and sign in again with a code.',
  ],
  twoStepSecretLabel: 'Or type this setup key:',
  twoStepOn: {
    title: 'Two-step sign-in is on',
    description: 'Sign in again with your password and a code from your app.',
  },
  twoStepFailed: 'Two-step sign-in setup failed',
  twoStepOffHint: 'Turning it off needs your current password.',
  twoStepOff: {
    title: 'Two-step sign-in is off',
    description: 'Sign-in asks only for your password.',
  },
  twoStepOffFailed: 'Could not turn off two-step sign-in',
  twoStepAdminKeeps: 'As an administrator you keep it on: the admin dashboard needs it.',
  adminSetupTitle: 'Set up two-step sign-in to open the admin dashboard',
  adminSetupText:
    'Administrators must sign in with a code from an authenticator app. Set it up below, then sign in again.',
  exportIntro:
    'Download one JSON file of everything we hold about you: your profile and account, the discount requests and contact messages sent from your email address and, for a professional, your office listing, billing status and listing analytics.',
  exported: { title: 'Your data is downloading', description: 'smileguide-my-data.json' },
  exportFailed: 'Export failed',
  deleteIntro:
    'Deletes your account and profile for good. A professional listing is cancelled and removed from the directory. Offices keep discount requests you sent, without your name or contact details. You can sign up again later with the same address.',
  deleted: {
    title: 'Account deleted',
    description: 'Your account is gone. We sent a confirmation to your email address.',
  },
  deleteFailed: 'Account deletion failed',
};
