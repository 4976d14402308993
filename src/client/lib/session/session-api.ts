import { api, json } from '#client/lib/api-client.ts';
import type { SessionType, SignInRequest } from '#shared/schemas/session.ts';

/** Starts a server session of `type`; the answer carries what the support_session mirror keeps. */
export function signIn(type: SessionType, request: SignInRequest) {
  const route = type === 'admin' ? api.auth.admin['sign-in'] : api.auth['sign-in'];
  return json(route.$post({ json: request }));
}

export async function signOut(): Promise<void> {
  await api.auth['sign-out'].$post();
}

export function fetchSession() {
  return json(api.auth.session.$get());
}
