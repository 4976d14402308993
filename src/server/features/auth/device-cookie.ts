import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '#server/app-env.ts';
import { cookieIsSecure } from '#server/http/session.ts';
import { signValue, verifySignedValue } from '#server/http/signed-values.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

/** Customer and admin devices are apart: a browser may know one and not the other. */
export const deviceCookieNames: Record<AccountKind, string> = {
  customer: 'support_device',
  admin: 'support_admin_device',
};

const KEY_NAME = 'device_cookie_key';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

interface DeviceClaim {
  account: AccountKind;
  email: string;
  /** Names this one browser: its failed sign-ins are counted under it. */
  nonce: string;
  /** Changes with the account's password, so a new password untrusts the browsers that knew the old one. */
  password: string;
}

/**
 * A short digest of the account's stored argon2id hash. That hash holds a fresh random salt, so its digest
 * tells the cookie's holder nothing about the password, and every new password (even the same one typed
 * again) changes it.
 */
function passwordTag(storedHash: string): string {
  return createHash('sha256').update(storedHash).digest('base64url').slice(0, 16);
}

/**
 * The nonce of the device cookie this browser holds for `email` under its current password (`storedHash`),
 * or undefined when it holds none, one for another account, one from before the password last changed, or
 * one that was altered: then the request comes from an untrusted client.
 */
export async function trustedDevice(
  c: Context<AppEnv>,
  account: AccountKind,
  email: string,
  storedHash: string,
): Promise<string | undefined> {
  const token = getCookie(c, deviceCookieNames[account]);
  if (!token) return undefined;
  const claim = (await verifySignedValue(c.var.deps.db, KEY_NAME, token)) as DeviceClaim | undefined;
  const trusted =
    claim?.account === account && claim.email === email && claim.password === passwordTag(storedHash);
  return trusted ? claim.nonce : undefined;
}

/**
 * Hands the browser a device cookie once it proved `email`'s owner (a complete sign-in, a password reset or
 * a confirmed address), for as long as the account's password is still `storedHash`.
 */
export async function trustDevice(
  c: Context<AppEnv>,
  account: AccountKind,
  email: string,
  storedHash: string,
): Promise<void> {
  const claim: DeviceClaim = {
    account,
    email,
    nonce: randomBytes(16).toString('base64url'),
    password: passwordTag(storedHash),
  };
  setCookie(c, deviceCookieNames[account], await signValue(c.var.deps.db, KEY_NAME, claim), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: cookieIsSecure(c),
    path: '/api/auth',
    maxAge: LIFETIME_SECONDS,
  });
}
