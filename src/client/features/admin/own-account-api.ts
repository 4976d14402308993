import { useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import type { Language } from '#shared/language.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { adminKeys } from './api.ts';

export const ownAccountKey = () => [...adminKeys.all, 'own-account'] as const;

export function useOwnAccount() {
  return useQuery({ queryKey: ownAccountKey(), queryFn: () => json(api.admin.account.$get()) });
}

export function updateOwnAccount(request: { name?: string; language?: Language }) {
  return json(api.admin.account.$patch({ json: request }));
}

/** The password goes as the digests the server knows it by: with the current email, and with the new one. */
export async function requestOwnEmailChange(input: {
  email: string;
  currentEmail: string;
  password: string;
}) {
  const email = input.email.trim().toLowerCase();
  await api.admin.account.email.$post({
    json: {
      email,
      passwordHash: await passwordDigest(input.password, input.currentEmail),
      newPasswordHash: await passwordDigest(input.password, email),
    },
  });
}

export function confirmOwnEmailChange(token: string) {
  return json(api.admin.account.email.confirm.$post({ json: { token } }));
}

export async function changeOwnPassword(input: { email: string; current: string; next: string }) {
  await api.admin.account.password.$put({
    json: {
      passwordHash: await passwordDigest(input.current, input.email),
      newPasswordHash: await passwordDigest(input.next, input.email),
    },
  });
}
