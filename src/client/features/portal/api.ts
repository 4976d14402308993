import { api, json } from '#client/lib/api-client.ts';
import { apiFetch } from '#client/lib/api-fetch.ts';
import type { AddResponseRequest } from '#shared/schemas/ticket.ts';

/** Cache keys: everything under `all` belongs to the signed-in customer and goes on sign-out. */
export const myTicketKeys = {
  all: ['my-tickets'] as const,
  page: (page: number) => [...myTicketKeys.all, 'page', page] as const,
  detail: (id: string) => [...myTicketKeys.all, 'detail', id] as const,
};

export function fetchMyTickets(page: number) {
  return json(api.tickets.$get({ query: { page: String(page) } }));
}

export function fetchMyTicket(id: string) {
  return json(api.tickets[':id'].$get({ param: { id } }));
}

export function postResponse(id: string, reply: AddResponseRequest) {
  return json(api.tickets[':id'].responses.$post({ param: { id }, json: reply }));
}

export function closeTicket(id: string) {
  return json(api.tickets[':id'].$patch({ param: { id }, json: { status: 'closed' } }));
}

/** 'Yes, I filed this', for a ticket filed with the customer's email without signing in. */
export function verifyTicket(id: string) {
  return json(api.tickets[':id'].verification.$post({ param: { id } }));
}

/** 'Not mine': deletes a ticket filed with the customer's email without signing in. */
export async function disownTicket(id: string) {
  await api.tickets[':id'].$delete({ param: { id } });
}

/** The customer's data as a ZIP (my-data.json and their tickets' files), with the name the server gave it. */
export async function fetchMyDataArchive(): Promise<{ name: string; archive: Blob }> {
  const response = await apiFetch('/api/account/export.zip');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { name: name ?? 'my-data.zip', archive: await response.blob() };
}

export function deleteMyAccount() {
  return json(api.account.$delete());
}
