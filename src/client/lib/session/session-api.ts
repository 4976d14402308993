import { api, json } from '#client/lib/api-client.ts';

export async function signOut(): Promise<void> {
  await api.auth['sign-out'].$post();
}

export function fetchSession() {
  return json(api.auth.session.$get());
}
