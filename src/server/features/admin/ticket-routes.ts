import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requestActor } from '#server/features/audit/index.ts';
import {
  addNote,
  addResponse,
  assignTicket,
  conversation,
  deleteTicket,
  ticketBody,
} from '#server/features/tickets/index.ts';
import { currentSession, requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import {
  adminTicketDetailSchema,
  adminTicketListQuerySchema,
  adminTicketListResponseSchema,
  assignTicketRequestSchema,
  assignTicketResponseSchema,
  deskResponseRequestSchema,
  updateAdminTicketRequestSchema,
} from '#shared/schemas/admin-tickets.ts';
import {
  addResponseResponseSchema,
  ticketEnvelopeSchema,
  ticketIdParamSchema,
} from '#shared/schemas/ticket.ts';
import { replyDeliveries } from './reply-deliveries.ts';
import { listAdminTickets } from './ticket-list.ts';
import { assigneeOf, findAdminTicket, setTicketStatus } from './ticket-status.ts';

const tags = ['admin'];
const deskOnly = requireSession('admin');
// The session check comes before validation: a caller without a session learns nothing about the input.
const adminErrors = errorResponses(400, 401, 403);

/** Mounted at /admin/tickets: the admin desk sees and works every verified ticket. */
export const adminTicketRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'listAdminTickets',
      security: access.desk,
      tags,
      summary:
        "One page of tickets, newest first, by view (all, the caller's, nobody's), search and status, with response, status and view counts",
      responses: { 200: jsonResponse(adminTicketListResponseSchema, 'A page of tickets.'), ...adminErrors },
    }),
    deskOnly,
    validate('query', adminTicketListQuerySchema),
    async (c) => {
      const me = currentSession(c).adminId ?? '';
      return c.json(await listAdminTickets(c.var.deps.db, c.req.valid('query'), me), 200);
    },
  )
  .get(
    '/:id',
    describeRoute({
      operationId: 'getAdminTicket',
      security: access.desk,
      tags,
      summary:
        "Any ticket with its whole conversation, oldest response first, and each of the team's replies' email delivery (queued, sent, bounced, not sent and why)",
      responses: {
        200: jsonResponse(adminTicketDetailSchema, 'The ticket with its assignee.'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    deskOnly,
    validate('param', ticketIdParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const ticket = await findAdminTicket(db, c.req.valid('param').id);
      const [assignee, talk, delivery] = await Promise.all([
        assigneeOf(db, ticket.assigneeId),
        conversation(db, ticket, 'desk'),
        replyDeliveries(db, ticket),
      ]);
      return c.json({ ...talk, assignee, language: ticket.language, ...delivery }, 200);
    },
  )
  .post(
    '/:id/responses',
    describeRoute({
      operationId: 'addAdminTicketResponse',
      security: access.desk,
      tags,
      summary:
        "Answer a ticket as Admin (is_from_admin and admin_id come from the session); 409 ticket_changed when it has more messages than the writer's seenResponses",
      responses: {
        201: jsonResponse(addResponseResponseSchema, 'The response was added.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    deskOnly,
    validate('param', ticketIdParamSchema),
    validate('json', deskResponseRequestSchema),
    async (c) => {
      const { now } = c.var.deps;
      const { text, attachments, seenResponses } = c.req.valid('json');
      const reply = {
        ticketId: c.req.valid('param').id,
        text,
        files: attachments,
        seenResponses,
        author: requestActor(c),
      };
      return c.json({ response: await addResponse(c.var.deps.db, reply, now()) }, 201);
    },
  )
  .post(
    '/:id/notes',
    describeRoute({
      operationId: 'addAdminTicketNote',
      security: access.desk,
      tags,
      summary:
        'Write an internal note on a ticket for the team: never shown, mailed or given to the customer; 409 ticket_changed as for a reply',
      responses: {
        201: jsonResponse(addResponseResponseSchema, 'The note was added.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    deskOnly,
    validate('param', ticketIdParamSchema),
    validate('json', deskResponseRequestSchema),
    async (c) => {
      const { text, seenResponses } = c.req.valid('json');
      const note = { ticketId: c.req.valid('param').id, text, seenResponses, author: requestActor(c) };
      return c.json({ response: await addNote(c.var.deps.db, note, c.var.deps.now()) }, 201);
    },
  )
  .patch(
    '/:id',
    describeRoute({
      operationId: 'updateAdminTicket',
      security: access.desk,
      tags,
      summary: "Set a ticket's status: any status to any other",
      responses: {
        200: jsonResponse(ticketEnvelopeSchema, 'The updated ticket.'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    deskOnly,
    validate('param', ticketIdParamSchema),
    validate('json', updateAdminTicketRequestSchema),
    async (c) => {
      const { now } = c.var.deps;
      const { status } = c.req.valid('json');
      const ticket = await setTicketStatus(
        c.var.deps.db,
        c.req.valid('param').id,
        status,
        requestActor(c),
        now(),
      );
      return c.json({ ticket: ticketBody(ticket) }, 200);
    },
  )
  .put(
    '/:id/assignee',
    describeRoute({
      operationId: 'assignAdminTicket',
      security: access.desk,
      tags,
      summary: 'Give a ticket to one active team member, or to nobody (null); an event when it changes hands',
      responses: {
        200: jsonResponse(assignTicketResponseSchema, 'Who has it now.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    deskOnly,
    validate('param', ticketIdParamSchema),
    validate('json', assignTicketRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { assigneeId } = c.req.valid('json');
      const assignee = await assignTicket(db, c.req.valid('param').id, assigneeId, requestActor(c), now());
      return c.json({ assignee }, 200);
    },
  )
  .delete(
    '/:id',
    describeRoute({
      operationId: 'deleteAdminTicket',
      security: access.desk,
      tags,
      summary: 'Delete a ticket with all its replies',
      responses: { 204: { description: 'The ticket is gone.' }, ...errorResponses(400, 401, 403, 404) },
    }),
    deskOnly,
    validate('param', ticketIdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      await deleteTicket(db, c.req.valid('param').id, requestActor(c), now());
      return c.body(null, 204);
    },
  );
