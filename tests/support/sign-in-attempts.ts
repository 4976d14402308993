import { expect } from 'vitest';
import type { ApiClient, ApiResponse } from './api-client.ts';

export const wrongDigest = 'f'.repeat(64);
const paths = { customer: '/api/auth/sign-in', admin: '/api/auth/admin/sign-in' } as const;
export type Account = keyof typeof paths;

export interface Credentials {
  email: string;
  passwordHash: string;
}

/** Sign-in attempts against a test app whose `newClient` gives a new browser at a new address each call. */
export function signInAttempts(newClient: () => ApiClient) {
  function signIn(
    account: Account,
    { email, passwordHash, code }: Credentials & { code?: string },
    caller: ApiClient = newClient(),
    headers?: Record<string, string>,
  ): Promise<ApiResponse> {
    return caller.post(paths[account], { email, passwordHash, code }, headers);
  }

  return {
    signIn,

    /** The owner signs in once from a browser that keeps the cookies it is given: their usual browser. */
    async usualBrowser(account: Account, owner: Credentials): Promise<ApiClient> {
      const caller = newClient();
      expect((await signIn(account, owner, caller)).status).toBe(200);
      return caller;
    },

    /** Wrong passwords from a new address each time, as from a botnet, until the email is refused. */
    async lockOut(account: Account, email: string): Promise<ApiResponse> {
      for (let attempt = 0; attempt < 50; attempt++) {
        const response = await signIn(account, { email, passwordHash: wrongDigest });
        if (response.status === 429) return response;
        expect(response.status).toBe(401);
      }
      throw new Error(`${email} was never refused`);
    },
  };
}

/** The `name=value` of the device cookie a response sets, out of reach of scripts and other sites. */
export function deviceCookie(response: ApiResponse, account: Account): string {
  const name = account === 'admin' ? 'support_admin_device' : 'support_device';
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie was set`);
  expect(line).toMatch(/HttpOnly/);
  expect(line).toMatch(/SameSite=Lax/);
  return line.split(';')[0] ?? '';
}
