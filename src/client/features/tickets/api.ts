import { api, json } from '#client/lib/api-client.ts';
import type { SubmitTicketRequest } from '#shared/schemas/ticket-submission.ts';

export function fetchEmailStatus(email: string, signal?: AbortSignal) {
  return json(api.tickets['email-status'].$post({ json: { email } }, { init: { signal } }));
}

export function postTicket(request: SubmitTicketRequest) {
  return json(api.tickets.$post({ json: request }));
}
