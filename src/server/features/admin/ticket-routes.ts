import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { addResponse, conversation, deleteTicket, ticketBody } from '#server/features/tickets/index.ts';
import { requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import {
  adminTicketListQuerySchema,
  adminTicketListResponseSchema,
  updateAdminTicketRequestSchema,
} from '#shared/schemas/admin-tickets.ts';
import {
  addResponseRequestSchema,
  addResponseResponseSchema,
  ticketEnvelopeSchema,
  ticketIdParamSchema,
  ticketWithResponsesSchema,
} from '#shared/schemas/ticket.ts';
import { listAdminTickets } from './ticket-list.ts';
import { findAdminTicket, setTicketStatus } from './ticket-status.ts';

const tags = ['admin'];
const adminOnly = requireSession('admin');
// The session check comes before validation: a caller without a session learns nothing about the input.
const adminErrors = errorResponses(400, 401, 403);

/** Mounted at /admin/tickets: the admin desk sees and works every verified ticket. */
export const adminTicketRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'listAdminTickets',
      security: access.admin,
      tags,
      summary: 'One page of all tickets, newest first, by search and status, with response and status counts',
      responses: { 200: jsonResponse(adminTicketListResponseSchema, 'A page of tickets.'), ...adminErrors },
    }),
    adminOnly,
    validate('query', adminTicketListQuerySchema),
    async (c) => c.json(await listAdminTickets(c.var.deps.db, c.req.valid('query')), 200),
  )
  .get(
    '/:id',
    describeRoute({
      operationId: 'getAdminTicket',
      security: access.admin,
      tags,
      summary: 'Any ticket with its whole conversation, oldest response first',
      responses: {
        200: jsonResponse(ticketWithResponsesSchema, 'The ticket.'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    adminOnly,
    validate('param', ticketIdParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const ticket = await findAdminTicket(db, c.req.valid('param').id);
      return c.json(await conversation(db, ticket), 200);
    },
  )
  .post(
    '/:id/responses',
    describeRoute({
      operationId: 'addAdminTicketResponse',
      security: access.admin,
      tags,
      summary: 'Answer a ticket as Admin (is_from_admin and admin_id come from the session)',
      responses: {
        201: jsonResponse(addResponseResponseSchema, 'The response was added.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    adminOnly,
    validate('param', ticketIdParamSchema),
    validate('json', addResponseRequestSchema),
    async (c) => {
      const { now } = c.var.deps;
      const reply = {
        ticketId: c.req.valid('param').id,
        text: c.req.valid('json').text,
        files: c.req.valid('json').attachments,
        author: requestActor(c),
      };
      return c.json({ response: await addResponse(c.var.deps.db, reply, now()) }, 201);
    },
  )
  .patch(
    '/:id',
    describeRoute({
      operationId: 'updateAdminTicket',
      security: access.admin,
      tags,
      summary: "Set a ticket's status: any status to any other",
      responses: {
        200: jsonResponse(ticketEnvelopeSchema, 'The updated ticket.'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    adminOnly,
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
  .delete(
    '/:id',
    describeRoute({
      operationId: 'deleteAdminTicket',
      security: access.admin,
      tags,
      summary: 'Delete a ticket with all its replies',
      responses: { 204: { description: 'The ticket is gone.' }, ...errorResponses(400, 401, 403, 404) },
    }),
    adminOnly,
    validate('param', ticketIdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      await deleteTicket(db, c.req.valid('param').id, requestActor(c), now());
      return c.body(null, 204);
    },
  );
