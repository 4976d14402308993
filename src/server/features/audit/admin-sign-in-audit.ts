import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { recordAudit } from './record-audit.ts';
import { requestActor } from './request-actor.ts';

/**
 * An admin sign-in that reached the password check. Attempts refused earlier (rate limit, malformed body)
 * are not recorded: they would let anyone grow the trail without bound.
 */
export async function recordAdminSignIn(
  c: Context<AppEnv>,
  outcome: 'succeeded' | 'failed',
  email: string,
): Promise<void> {
  const { db, now } = c.var.deps;
  const actor =
    outcome === 'succeeded'
      ? requestActor(c)
      : { type: 'visitor' as const, name: email, address: clientAddress(c) };
  await recordAudit(db, { kind: `admin_sign_in.${outcome}`, actor, at: now() });
}
