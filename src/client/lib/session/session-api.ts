import { api, json } from '#client/lib/api-client.ts';
import type { AdminSignInRequest, SignInRequest } from '#shared/schemas/session.ts';

/** Starts a customer's server session; the answer carries what the support_session mirror keeps. */
export function signIn(request: SignInRequest) {
  return json(api.auth['sign-in'].$post({ json: request }));
}

/** An admin's sign-in: a session, or the second factor it still needs. */
export function adminSignIn(request: AdminSignInRequest) {
  return json(api.auth.admin['sign-in'].$post({ json: request }));
}

export async function signOut(): Promise<void> {
  await api.auth['sign-out'].$post();
}

export function fetchSession() {
  return json(api.auth.session.$get());
}
