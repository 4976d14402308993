import { linkRequestToasts } from './link-request-toasts.ts';

/**
 * What the pages of the emailed links that ask for a password say (/confirm-email, /reset-password):
 * the link-page client loads only these, and the account catalog holds them too.
 */

export const invalidLink = {
  heading: 'This link has expired or was already used',
};

export const linkPassword = {
  help: (min: number) => `At least ${min} characters.`,
  shortTitle: 'Password Too Short',
  short: (min: number) => `Password must be at least ${min} characters long.`,
};

export const confirmLink = {
  pageTitle: (product: string) => `Confirm your email — ${product}`,
  checking: 'Checking your link...',
  heading: 'Confirm your email',
  forEmail: (email: string) => `For ${email}.`,
  prompt: 'Enter the password you chose with your ticket, or choose a new one.',
  choice: {
    legend: 'Which password?',
    ticket: 'The password I chose with my ticket',
    new: 'A new password',
  },
  newPassword: {
    label: 'New password',
    placeholder: 'Your new password',
    repeatLabel: 'New password again',
    repeatPlaceholder: 'Type it again',
    mismatch: 'The two passwords are not the same.',
    submit: 'Save Password and Sign In',
  },
  wrongPassword:
    'This is not the password you chose with your ticket. Try again, or choose a new password instead.',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
  submit: 'Confirm and Sign In',
  submitting: 'Confirming...',
  confirmedTitle: 'Email confirmed',
  confirmed: "You're signed in. You'll stay signed in for 24 hours.",
  saveFailed: 'Your email could not be confirmed. Please try again.',
  invalidBody: 'A confirmation link works once, for 24 hours, and no longer once the address is confirmed.',
  invalidNext: 'Sign in at My Tickets with the password you chose to get a new link.',
  goToMyTickets: 'Go to My Tickets',
  failedHeading: 'Your link could not be checked right now',
  failedBody: 'Check your connection and try again.',
  retry: 'Try Again',
};

export const resetLink = {
  pageTitle: (product: string) => `Choose a new password — ${product}`,
  checking: 'Checking your link...',
  heading: 'Choose a new password',
  forEmail: (email: string) => `For ${email}.`,
  passwordLabel: 'New password',
  passwordPlaceholder: 'Your new password',
  submit: 'Save New Password',
  submitting: 'Saving...',
  invalidBody:
    'A password reset link works once, for 30 minutes, and no longer once the password has changed.',
  invalidNext: 'Ask for a new link with Forgot password? on the sign-in page.',
  customerSignIn: 'Go to My Tickets',
  adminSignIn: 'Go to Admin Login',
  failedHeading: 'Your link could not be checked right now',
  failedBody: 'Check your connection and try again.',
  retry: 'Try Again',
  changedTitle: 'Password changed',
  customerChanged: "You're signed in with your new password. Other sessions were signed out.",
  adminChanged: 'Sign in with your new password.',
  saveFailed: 'Your new password could not be saved. Please try again.',
};

export const enLinkPages = {
  emailLinks: {
    invalidLink,
    password: linkPassword,
    confirm: confirmLink,
    reset: resetLink,
    toast: linkRequestToasts,
  },
};

/** Every language's link-page catalog has exactly this shape, a part of the account catalog's. */
export type LinkPageMessages = typeof enLinkPages;
