import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { forwardedClientAddress } from './proxy-trust.ts';

/** The socket's peer; app.request() in tests has no socket. */
function peerAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** A X-Forwarded-Proto/-Host value, read only when the socket's peer is one of our proxies. */
function forwarded(c: Context<AppEnv>, header: string): string | undefined {
  if (!c.var.deps.env.TRUST_PROXY(peerAddress(c), 0)) return undefined;
  return c.req.header(header)?.split(',')[0]?.trim() || undefined;
}

/** The caller's address: the right-most X-Forwarded-For entry that is not a trusted proxy (TRUST_PROXY). */
export function clientAddress(c: Context<AppEnv>): string {
  return forwardedClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), c.var.deps.env.TRUST_PROXY);
}

export function isHttps(c: Context<AppEnv>): boolean {
  const proto = forwarded(c, 'x-forwarded-proto');
  return proto ? proto === 'https' : new URL(c.req.url).protocol === 'https:';
}

/** scheme://host[:port] as the browser saw it. */
export function requestOrigin(c: Context<AppEnv>): string {
  const host = forwarded(c, 'x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;
  return `${isHttps(c) ? 'https' : 'http'}://${host}`;
}
