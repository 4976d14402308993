/** A ticket's conversation, as the portal and the admin desk show it. */
export const conversation = {
  fromAdmin: 'Admin',
  fromCustomer: 'User',
  /** Beside a response that came as an emailed reply. */
  byEmail: 'by email',
  /** A team member's reply as the customer sees it. */
  fromTeamMember: (name: string) => `${name} (Support team)`,
  /** 'Conversation (1 message)', 'Conversation (2 messages)'. */
  title: (count: number) => `Conversation (${count} ${count === 1 ? 'message' : 'messages'})`,
  reopened: 'This reply reopened the ticket.',
  empty: 'No responses yet. Be the first to add one!',
};
