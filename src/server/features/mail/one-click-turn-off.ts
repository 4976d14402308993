import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { HttpError } from '#server/http/http-error.ts';
import { rateLimitByAddress } from '#server/http/rate-limit.ts';
import { pagePaths } from '#shared/routes.ts';
import { invalidLink } from './invalid-link.ts';
import { linkUsePerAddress } from './link-use-limit.ts';
import { verifyTurnOff } from './turn-off-link.ts';
import { turnOffNotice } from './turn-off-notice.ts';

/**
 * RFC 8058's one-click unsubscribe: the mail app POSTs `List-Unsubscribe=One-Click` to the notice's
 * turn-off link itself, the page a person opens otherwise. Mounted at the site's root, outside /api.
 */
export const oneClickTurnOffRoutes = new Hono<AppEnv>().post(
  pagePaths.turnOffMail,
  rateLimitByAddress(linkUsePerAddress),
  async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form['List-Unsubscribe'] !== 'One-Click')
      throw new HttpError(400, 'bad_request', 'Expected List-Unsubscribe=One-Click.');
    const subscription = await verifyTurnOff(c.var.deps.db, c.req.query('token') ?? '');
    if (!subscription) throw invalidLink();
    await turnOffNotice(c.var.deps.db, subscription);
    return c.text('Unsubscribed.', 200);
  },
);
