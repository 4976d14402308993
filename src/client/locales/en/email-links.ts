import { confirmLink, invalidLink, linkPassword, resetLink } from './link-pages.ts';
import { linkRequestToasts } from './link-request-toasts.ts';
import { forgotPassword, resendConfirmation } from './sign-in.ts';

/** 'Forgot password?', and the pages the emailed links open: confirm, reset, turn off. */
export const emailLinks = {
  backHome: 'Back to home',
  forgot: forgotPassword,
  resend: resendConfirmation,
  toast: linkRequestToasts,
  invalidLink,
  password: linkPassword,
  confirm: confirmLink,
  reset: resetLink,
  join: {
    pageTitle: (product: string) => `Join the support team — ${product}`,
    checking: 'Checking your invitation...',
    heading: 'Welcome to the team',
    forEmail: (email: string) => `Choose the password you will sign in with as ${email}.`,
    passwordLabel: 'Your password',
    passwordPlaceholder: 'Your new password',
    submit: 'Join the Team',
    submitting: 'Joining...',
    invalidBody:
      'An invitation works once, for 7 days, and no longer once a newer one was sent or the password was chosen.',
    invalidNext: 'Ask an admin of the team to send the invitation again.',
    customerSignIn: 'Go to My Tickets',
    adminSignIn: 'Go to Admin Login',
    failedHeading: 'Your invitation could not be checked right now',
    failedBody: 'Check your connection and try again.',
    retry: 'Try Again',
    changedTitle: 'You joined the team',
    customerChanged: 'You are signed in.',
    adminChanged: 'Sign in with your new password.',
    saveFailed: 'Your password could not be saved. Please try again.',
  },
  turnOff: {
    pageTitle: (product: string) => `Turn off emails — ${product}`,
    heading: 'Turn off these emails',
    intro: 'This link stops one kind of email:',
    notices: {
      replies: 'the emails that tell you our team replied to your ticket.',
      status: 'the emails that tell you your ticket was resolved or closed.',
      desk: "the emails about new tickets and customers' replies sent to you as an admin.",
      satisfaction: "the question 'How did we do?' when your ticket is resolved or closed.",
    },
    unknownNotice: 'the kind of email this link came in.',
    stillSent: 'Emails you ask for, such as confirmation and password reset links, still arrive.',
    submit: 'Turn off these emails',
    submitting: 'Turning off...',
    doneHeading: 'Emails turned off',
    done: {
      replies: "You won't get emails about our replies anymore. Sign in at My Tickets to read them.",
      status: "You won't get emails about your tickets being resolved or closed anymore.",
      desk: "You won't get emails about new tickets and customers' replies anymore. Turn them back on from the admin dashboard.",
      satisfaction:
        "We won't ask how we did anymore. You will still hear when your tickets are resolved or closed.",
    },
    invalidHeading: 'This link is not valid',
    invalidBody:
      'It may have been cut off or changed. Open the whole link from the email, or use the link in the next email you get.',
    failed: 'These emails could not be turned off right now. Please try again.',
  },
};
