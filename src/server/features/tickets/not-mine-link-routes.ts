import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { invalidLink, linkUsePerAddress } from '#server/features/mail/index.ts';
import { HttpError } from '#server/http/http-error.ts';
import { access, errorResponses } from '#server/http/openapi.ts';
import { rateLimitByAddress } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { validate } from '#server/http/validation.ts';
import { linkTokenRequestSchema } from '#shared/schemas/email-links.ts';
import { disownMyTicket } from './my-tickets.ts';
import { verifyNotMine } from './not-mine-link.ts';

/**
 * 'This wasn't me' in a notice to an unconfirmed address: what the portal's 'Not mine' does, for the
 * inbox the notice reached, without a password. Mounted at /tickets/not-mine.
 */
export const notMineLinkRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    operationId: 'disownTicketByLink',
    security: access.anyone,
    tags: ['my tickets'],
    summary:
      "'This wasn't me': delete the ticket a notice's signed link names, filed in that address's name without signing in; audited. A confirmed ticket, or one already gone, is a 410",
    responses: { 204: { description: 'The ticket is deleted.' }, ...errorResponses(400, 410, 429) },
  }),
  rateLimitByAddress(linkUsePerAddress),
  validate('json', linkTokenRequestSchema),
  async (c) => {
    const { db, now } = c.var.deps;
    const grant = await verifyNotMine(db, c.req.valid('json').token);
    if (!grant) throw invalidLink();
    // Whoever holds the link reads the address's inbox: the audit names that address.
    const actor = { type: 'customer', name: grant.email, address: clientAddress(c) } as const;
    await disownMyTicket(db, grant.email, grant.ticketId, actor, now()).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 404 ? invalidLink() : error;
    });
    return c.body(null, 204);
  },
);
