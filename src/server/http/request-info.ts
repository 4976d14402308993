import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';

function forwarded(c: Context<AppEnv>, header: string): string | undefined {
  if (!c.var.deps.env.TRUST_PROXY) return undefined;
  return c.req.header(header)?.split(',')[0]?.trim() || undefined;
}

/** The caller's address: the proxy's X-Forwarded-For when TRUST_PROXY is on, else the socket's peer. */
export function clientAddress(c: Context<AppEnv>): string {
  const viaProxy = forwarded(c, 'x-forwarded-for');
  if (viaProxy) return viaProxy;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
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
