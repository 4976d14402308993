import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { adminUsers } from '#server/db/schema.ts';
import { currentSession, requireAdminRole, requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { rateLimitByAddress } from '#server/http/rate-limit.ts';
import { validate } from '#server/http/validation.ts';
import { linkTokenRequestSchema, turnOffResponseSchema } from '#shared/schemas/email-links.ts';
import { deskNotificationsSchema, outboxPageSchema } from '#shared/schemas/mail.ts';
import { pageQuerySchema } from '#shared/schemas/ticket.ts';
import { invalidLink } from './invalid-link.ts';
import { linkUsePerAddress } from './link-use-limit.ts';
import { listOutbox } from './list-outbox.ts';
import { verifyTurnOff } from './turn-off-link.ts';
import { turnOffNotice } from './turn-off-notice.ts';

/** The admin's own notification setting: agents have one too. */
const deskOnly = requireSession('admin');

/** The link in every notice that turns its kind off, signed, with no sign-in. Mounted at /mail. */
export const turnOffRoutes = new Hono<AppEnv>().post(
  '/turn-off',
  describeRoute({
    operationId: 'turnOffNotices',
    security: access.anyone,
    tags: ['mail'],
    summary: "Turn off one kind of message with the signed token from a message's link",
    responses: {
      200: jsonResponse(turnOffResponseSchema, 'That kind of message is off.'),
      ...errorResponses(400, 410, 429),
    },
  }),
  rateLimitByAddress(linkUsePerAddress),
  validate('json', linkTokenRequestSchema),
  async (c) => {
    const subscription = await verifyTurnOff(c.var.deps.db, c.req.valid('json').token);
    if (!subscription) throw invalidLink();
    await turnOffNotice(c.var.deps.db, subscription);
    return c.json({ notice: subscription.notice }, 200);
  },
);

/** Mounted at /admin/mail: the outbox, and the admin's own notification setting. */
export const adminMailRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'listOutbox',
      security: access.admin,
      tags: ['admin', 'mail'],
      summary: 'One page of every message the product wrote, newest first, with its delivery state',
      responses: {
        200: jsonResponse(outboxPageSchema, 'A page of messages.'),
        ...errorResponses(400, 401, 403),
      },
    }),
    requireAdminRole,
    validate('query', pageQuerySchema),
    async (c) => c.json(await listOutbox(c.var.deps.db, c.var.deps.env, c.req.valid('query').page), 200),
  )
  .get(
    '/notifications',
    describeRoute({
      operationId: 'getDeskNotifications',
      security: access.desk,
      tags: ['admin', 'mail'],
      summary: "Whether the signed-in admin gets emails about new tickets and customers' replies",
      responses: { 200: jsonResponse(deskNotificationsSchema, 'The setting.'), ...errorResponses(401, 403) },
    }),
    deskOnly,
    async (c) => {
      const [admin] = await c.var.deps.db
        .select({ enabled: adminUsers.notifications })
        .from(adminUsers)
        .where(eq(adminUsers.email, currentSession(c).email));
      return c.json({ enabled: admin?.enabled ?? false }, 200);
    },
  )
  .put(
    '/notifications',
    describeRoute({
      operationId: 'setDeskNotifications',
      security: access.desk,
      tags: ['admin', 'mail'],
      summary: "Turn the signed-in admin's emails about new tickets and customers' replies on or off",
      responses: {
        200: jsonResponse(deskNotificationsSchema, 'The setting.'),
        ...errorResponses(400, 401, 403),
      },
    }),
    deskOnly,
    validate('json', deskNotificationsSchema),
    async (c) => {
      const { enabled } = c.req.valid('json');
      await c.var.deps.db
        .update(adminUsers)
        .set({ notifications: enabled })
        .where(eq(adminUsers.email, currentSession(c).email));
      return c.json({ enabled }, 200);
    },
  );
