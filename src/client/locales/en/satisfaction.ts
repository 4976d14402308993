/** The page the 'How did we do?' links of a resolved ticket's email open. */
export const satisfaction = {
  pageTitle: (product: string) => `How did we do? — ${product}`,
  saving: 'Saving your answer...',
  heading: 'Thank you for your answer',
  answered: { good: 'You told us we did well.', bad: 'You told us we did not do well.' },
  change: 'Change your answer',
  good: 'Good',
  bad: 'Not good',
  commentLabel: 'Anything to add? (optional)',
  commentHint: 'Our team reads every comment.',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Thank you, we got your comment.',
  invalidHeading: 'This link is not valid',
  invalidBody:
    'It may have been cut off or changed, or the ticket was deleted. Open the whole link from the email.',
  failed: 'Your answer could not be saved right now. Please try again.',
  retry: 'Try again',
};
