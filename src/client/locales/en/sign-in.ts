import { linkRequestToasts } from './link-request-toasts.ts';

/**
 * What the sign-in cards say (/my-tickets and /admin signed out, 'Forgot password?', the second factor):
 * the sign-in client loads only these, and the account catalog holds them too.
 */

export const portalPage = {
  pageTitle: (product: string) => `My Support Tickets — ${product}`,
  heading: 'My Support Tickets',
  intro: 'Follow, answer and close the support tickets you have submitted.',
  backHome: 'Back to home',
};

export const portalSignIn = {
  title: 'Sign In',
  description: 'Use the email and password you set with your first support ticket.',
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.ca',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
  submit: 'Sign In & View Tickets',
  submitting: 'Signing In...',
};

export const portalSignInToasts = {
  missingTitle: 'Missing Information',
  missing: 'Please enter both email and password',
  invalidTitle: 'Invalid Credentials',
  invalid: 'Email or password is incorrect',
  errorTitle: 'Error',
  verifyFailed: 'Failed to verify credentials',
  authFailed: 'Failed to authenticate',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  welcomeTitle: 'Welcome Back!',
  welcome: (count: number) =>
    `You have ${count} ${count === 1 ? 'ticket' : 'tickets'}. You'll stay signed in for 24 hours.`,
  signedInTitle: 'Signed In Successfully',
  signedIn: "You'll stay signed in for 24 hours.",
};

export const adminDashboardTitle = 'Admin Dashboard';

export const adminLogin = {
  title: 'Admin Login',
  intro: 'Sign in to manage support tickets.',
  emailLabel: 'Email',
  emailPlaceholder: 'admin@company.ca',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
  submit: 'Login',
  submitting: 'Signing in...',
  backHome: 'Back to Home',
};

export const twoFactor = {
  codeLabel: 'Authentication code',
  codeHint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  verify: 'Verify',
  verifying: 'Verifying...',
  setupTitle: 'Set up two-factor sign-in',
  preparing: 'Preparing your setup key...',
  setupIntro:
    'Scan this QR code with an authenticator app, or type the setup key into it, then enter the 6-digit code it shows.',
  setupRequired: 'Your organisation asks every admin to use two-factor sign-in. Set it up to continue.',
  qrAlt: (email: string) => `QR code that adds ${email} to an authenticator app`,
  secretLabel: 'Setup key',
  newCodeLabel: 'Code from the app',
  confirm: 'Turn On',
  confirming: 'Turning on...',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they will not be shown again.',
  recoveryDone: 'I Have Saved Them',
  cardTitle: 'Two-Factor Sign-In',
  offText:
    'Add a code from an authenticator app to every sign-in, so a stolen password alone cannot open the desk.',
  onText: (left: number) => (left === 1 ? 'On. 1 recovery code left.' : `On. ${left} recovery codes left.`),
  setUp: 'Set Up Two-Factor Sign-In',
  close: 'Close',
  invalidCode: 'The authentication code is not valid.',
  enrolFailed: 'Failed to set up two-factor sign-in',
  enabledTitle: 'Two-Factor Sign-In On',
  enabled: 'You will be asked for a code at every sign-in.',
};

export const adminSignInToasts = {
  missingTitle: 'Missing Information',
  missing: 'Please enter both email and password',
  loginFailedTitle: 'Login Failed',
  loginFailed: 'Invalid email or password.',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  loginSuccessTitle: 'Login Successful',
  loginSuccess: "Welcome to the admin dashboard. You'll stay signed in for 24 hours.",
  errorTitle: 'Error',
  authFailed: 'Failed to authenticate',
};

export const forgotPassword = {
  open: 'Forgot password?',
  title: 'Reset your password',
  description: 'Enter your email and we will send you a link to choose a new password.',
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.ca',
  submit: 'Send the link',
  sending: 'Sending...',
  cancel: 'Cancel',
  sentTitle: 'Check your inbox',
  sent: (email: string) => `If an account exists for ${email}, we sent a link to reset its password.`,
  invalidTitle: 'Invalid Email',
  invalid: 'Please enter a valid email address.',
  loadFailed: 'The form could not be opened. Please check your connection and try again.',
};

export const resendConfirmation = {
  notConfirmedTitle: 'Email not confirmed',
  notConfirmed: (email: string) => `Confirm your email first: we sent a link to ${email}.`,
  button: 'Send the link again',
  sending: 'Sending...',
  sentTitle: 'Link sent',
  sent: (email: string) => `We sent a new confirmation link to ${email}. It works for 24 hours.`,
};

export const enSignIn = {
  portal: { ...portalPage, signIn: portalSignIn, toast: portalSignInToasts },
  admin: {
    dashboard: { title: adminDashboardTitle },
    login: adminLogin,
    twoFactor,
    toast: adminSignInToasts,
  },
  emailLinks: { forgot: forgotPassword, resend: resendConfirmation, toast: linkRequestToasts },
};

/** Every language's sign-in catalog has exactly this shape, a part of the account catalog's. */
export type SignInMessages = typeof enSignIn;
