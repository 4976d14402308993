import type { Answer, api } from '#client/lib/api-client.ts';
import { apiFetch, postJson } from '#client/lib/api-fetch.ts';
import type { AdminSignInRequest, SignInRequest } from '#shared/schemas/session.ts';

/** Starts a customer's server session; the answer carries what the support_session mirror keeps. */
export async function signIn(request: SignInRequest): Promise<Answer<(typeof api.auth)['sign-in']['$post']>> {
  return (await postJson('/api/auth/sign-in', request)).json();
}

/** An admin's sign-in: a session, or the second factor it still needs. */
export async function adminSignIn(
  request: AdminSignInRequest,
): Promise<Answer<(typeof api.auth.admin)['sign-in']['$post']>> {
  return (await postJson('/api/auth/admin/sign-in', request)).json();
}

export type TicketPage = Answer<typeof api.tickets.$get>;

/** The signed-in customer's first page of tickets, for the welcome's count. */
export async function fetchFirstTicketPage(): Promise<TicketPage> {
  return (await apiFetch('/api/tickets?page=1')).json();
}
