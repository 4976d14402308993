import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  adminTicketListQuerySchema,
  adminTicketListResponseSchema,
  updateAdminTicketRequestSchema,
} from '#shared/admin-tickets.ts';
import { ticketIdSchema, ticketSchema } from '#shared/ticket.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireSession } from '../../http/guards.ts';
import { errorResponses, jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validation.ts';
import { ticketBody } from '../tickets/ticket-body.ts';
import { listAdminTickets } from './ticket-list.ts';
import { setTicketStatus } from './ticket-status.ts';

const ticketIdParamSchema = z.object({ id: ticketIdSchema });
const ticketEnvelopeSchema = z.object({ ticket: ticketSchema });

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
      tags,
      summary: 'One page of all tickets, newest first, by search and status, with response and status counts',
      responses: { 200: jsonResponse(adminTicketListResponseSchema, 'A page of tickets.'), ...adminErrors },
    }),
    adminOnly,
    validate('query', adminTicketListQuerySchema),
    async (c) => c.json(await listAdminTickets(c.var.deps.db, c.req.valid('query')), 200),
  )
  .patch(
    '/:id',
    describeRoute({
      operationId: 'updateAdminTicket',
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
      const { db, now } = c.var.deps;
      const { status } = c.req.valid('json');
      const ticket = await setTicketStatus(db, c.req.valid('param').id, status, now());
      return c.json({ ticket: ticketBody(ticket) }, 200);
    },
  );
