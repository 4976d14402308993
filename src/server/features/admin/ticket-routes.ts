import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { adminTicketListQuerySchema, adminTicketListResponseSchema } from '#shared/admin-tickets.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireSession } from '../../http/guards.ts';
import { errorResponses, jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validation.ts';
import { listAdminTickets } from './ticket-list.ts';

const tags = ['admin'];
const adminOnly = requireSession('admin');
// The session check comes before validation: a caller without a session learns nothing about the input.
const adminErrors = errorResponses(400, 401, 403);

/** Mounted at /admin/tickets: the admin desk sees and works every verified ticket. */
export const adminTicketRoutes = new Hono<AppEnv>().get(
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
);
