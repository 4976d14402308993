/** A ticket's conversation, as the portal and the admin desk show it. */
export const conversation = {
  fromAdmin: 'Admin',
  fromCustomer: 'User',
  /** 'Conversation (1 message)', 'Conversation (2 messages)'. */
  title: (count: number) => `Conversation (${count} ${count === 1 ? 'message' : 'messages'})`,
  reopened: 'This reply reopened the ticket.',
  empty: 'No responses yet. Be the first to add one!',
};
