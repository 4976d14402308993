import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { eventStreamHeaders } from '#server/http/event-stream-headers.ts';
import { currentSession, requireSession } from '#server/http/guards.ts';
import { access, errorResponses } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { presenceRequestSchema } from '#shared/schemas/live.ts';

const streamResponse = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: { type: 'string' as const } } },
});

/** Mounted at /admin/live: the desk's stream and its members' presence in tickets' dialogs. */
export const deskLiveRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'openDeskStream',
      security: access.desk,
      tags: ['admin'],
      summary: "The desk's live events: every ticket's changes and who has which ticket open",
      responses: {
        200: streamResponse(
          'Server-sent events: `ready` {streamId, memberId} first, then `ticket` {ticketId, kind} for each ' +
            'ticket event and `presence` {ticketId, viewers} when a dialog opens, is typed in or closes; ' +
            'a comment line every 15 s. It ends when the session does.',
        ),
        ...errorResponses(401, 403),
      },
    }),
    requireSession('admin'),
    (c) => c.body(c.var.deps.live.stream(currentSession(c)), 200, eventStreamHeaders),
  )
  .post(
    '/presence',
    describeRoute({
      operationId: 'setDeskPresence',
      security: access.desk,
      tags: ['admin'],
      summary: "Say that the caller has a ticket's dialog open, is typing a reply in it, or has closed it",
      responses: { 204: { description: 'Told to every open desk.' }, ...errorResponses(400, 401, 403) },
    }),
    requireSession('admin'),
    validate('json', presenceRequestSchema),
    async (c) => {
      await c.var.deps.live.presence(currentSession(c), c.req.valid('json'));
      return c.body(null, 204);
    },
  );

/** Mounted at /tickets/live: a signed-in customer's stream of their own tickets' changes. */
export const customerLiveRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    operationId: 'openMyTicketsStream',
    security: access.customer,
    tags: ['my tickets'],
    summary: "The signed-in customer's live events: their own tickets' replies and status changes",
    responses: {
      200: streamResponse(
        'Server-sent events: `ready` first, then `ticket` {ticketId, kind} for each change of one of their ' +
          "tickets that the portal shows (never a team's note nor an assignment); a comment line every " +
          '15 s. It ends when the session does.',
      ),
      ...errorResponses(401, 403),
    },
  }),
  requireSession('customer'),
  (c) => c.body(c.var.deps.live.stream(currentSession(c)), 200, eventStreamHeaders),
);
