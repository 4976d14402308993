import type { InboundOutcome } from '#shared/constants.ts';

/** /admin/mail's received emails (issue 29). */
export const inbound = {
  title: 'Received emails',
  intro: 'Replies and new requests that came by email, newest first, with what became of each.',
  empty: 'No email received yet.',
  loadFailed: 'Failed to load the received emails',
  loading: 'Loading the received emails...',
  pagination: 'Received email pages',
  from: (sender: string) => `From ${sender}`,
  noSubject: '(no subject)',
  outcomes: {
    added: 'Added to the ticket',
    new_ticket: 'New ticket',
    held: 'Held',
    auto_reply: 'Auto-reply, ignored',
    bounce: 'Bounce',
    ignored: 'Ignored',
    discarded: 'Discarded',
    refused: 'Refused',
    failed: 'Failed',
    waiting: 'Waiting',
  } satisfies Record<InboundOutcome | 'waiting', string>,
  reasons: {
    unknown_sender: 'The sender is not this ticket’s customer nor an admin.',
    not_own_reply_address: 'Sent through another person’s reply address.',
    authentication_failed: 'The receiving server found the sender forged (DMARC or SPF failed).',
    ticket_closed: 'An admin answered a closed ticket.',
    ticket_gone: 'The ticket it names no longer exists.',
    empty: 'Nothing new above the quoted text.',
    follow_up: 'It answered a closed ticket: opened as a follow-up.',
    not_for_support: 'Not sent to the support address.',
    no_sender: 'It has no sender.',
    member_deactivated:
      'Sent by a team member whose account is deactivated: their emailed replies are no longer added.',
    too_slow_to_read:
      'Reading it took too long, so it was set aside. Open the original to copy its text into a ticket, or discard it.',
    message_too_large:
      'It is over the 10 MB limit: only its sender and subject were kept. The whole message is still in the support mailbox.',
    unreadable: 'It could not be read as an email (it may be damaged). Open the original to see what came.',
    from_us: 'It came from our own address.',
    kept_failing:
      'Adding it failed five times, so it will not be tried again. Open the original to copy its text into a ticket.',
  } as Record<string, string>,
  error: (error: string) => `Technical detail: ${error}`,
  bounce: (hard: boolean): string =>
    hard ? 'Permanent failure: notices to this address stop.' : 'Temporary failure.',
  ticket: (shortId: string) => `Ticket #${shortId}`,
  original: 'Open the original',
  ticketLabel: 'Ticket ID',
  add: 'Add to ticket',
  discard: 'Discard',
  addedTitle: 'Added to the ticket',
  discardedTitle: 'Discarded',
  actionFailed: 'That did not work: check the ticket ID and try again.',
};
