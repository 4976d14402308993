/** The page of 'This wasn't me', the link in a notice to an address nobody confirmed. */
export const notMineLink = {
  pageTitle: (product: string) => `This wasn't me — ${product}`,
  heading: 'Not your ticket?',
  intro:
    'Someone filed a support ticket with your email address, and our answer to it was sent to you. If you did not contact us, remove the ticket: we will not email you about it again.',
  submit: 'Remove the Ticket',
  submitting: 'Removing...',
  doneHeading: 'Ticket removed',
  done: 'The ticket and its replies are deleted. We will not email you about it again.',
  failed: 'The ticket could not be removed. Please try again.',
  invalidHeading: 'This link no longer works',
  invalidBody:
    'The ticket was already removed, or it was confirmed as yours. Your tickets are at My Tickets.',
  goToMyTickets: 'Go to My Tickets',
};
