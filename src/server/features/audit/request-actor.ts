import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { clientAddress } from '#server/http/request-info.ts';
import type { AuditActor } from './record-audit.ts';

/** Who makes this request, for the audit trail: the session's admin or customer, from the client address. */
export function requestActor(c: Context<AppEnv>): AuditActor {
  const session = c.var.session;
  const address = clientAddress(c);
  if (!session) return { type: 'visitor', address };
  return session.account === 'admin'
    ? { type: 'admin', id: session.adminId, name: session.email, address }
    : { type: 'customer', name: session.email, address };
}
