import { api, json } from '#client/lib/api-client.ts';

export function turnOffNotices(token: string) {
  return json(api.mail['turn-off'].$post({ json: { token } }));
}

/** Answers 'How did we do?' for the ticket the link's token names; a comment left out is kept. */
export function answerSatisfaction(token: string, rating: 'good' | 'bad', comment?: string) {
  return json(
    api.satisfaction.$post({ json: { token, rating, ...(comment === undefined ? {} : { comment }) } }),
  );
}

/** 'This wasn't me': removes the ticket the link's token names. */
export async function disownTicketByLink(token: string): Promise<void> {
  await api.tickets['not-mine'].$post({ json: { token } });
}
