/** The email of each of the team's replies, as the desk's conversation tells it. */
export const replyDelivery = {
  state: {
    queued: 'Email queued',
    sent: 'Email sent',
    bounced: 'Email bounced',
    not_sent: 'Email not sent',
  },
  reason: {
    retrying: 'The mail server has not taken it yet; it is tried again.',
    refused: "The customer's mail server refused the address.",
    no_smtp: 'No mail server is set up (SMTP_URL): it waits in the outbox.',
    gave_up: 'Every attempt to send it failed.',
    turned_off: 'The customer turned off reply emails.',
    address_bounced: 'Earlier emails to this address bounced.',
    not_written: 'No email was written for this reply.',
  },
  detail: (answer: string) => `Mail server: ${answer}`,
  /** On the ticket, once an email to its address bounced. */
  ticketBounced: (email: string) => `Emails to ${email} bounced: the customer may not get your replies.`,
};
