import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { currentSession, requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { myTicketsPageSchema, updateMyTicketRequestSchema } from '#shared/schemas/my-tickets.ts';
import {
  addResponseRequestSchema,
  addResponseResponseSchema,
  pageQuerySchema,
  ticketEnvelopeSchema,
  ticketIdParamSchema,
  ticketWithResponsesSchema,
} from '#shared/schemas/ticket.ts';
import { conversation } from './conversation.ts';
import { closeMyTicket, disownMyTicket, findMyTicket, listMyTickets, verifyMyTicket } from './my-tickets.ts';
import { addResponse } from './responses.ts';
import { ticketBody } from './ticket-body.ts';

const tags = ['my tickets'];
const customerOnly = requireSession('customer');
// The session check comes before validation: a caller without a session learns nothing about the input.
const customerErrors = errorResponses(400, 401, 403, 404);

/** The signed-in customer's own tickets at /my-tickets: another email's ticket is a 404. */
export const myTicketRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'listMyTickets',
      security: access.customer,
      tags,
      summary: "One page of the signed-in customer's tickets, newest first",
      responses: { 200: jsonResponse(myTicketsPageSchema, 'A page of tickets.'), ...customerErrors },
    }),
    customerOnly,
    validate('query', pageQuerySchema),
    async (c) => {
      const { page } = c.req.valid('query');
      return c.json(await listMyTickets(c.var.deps.db, currentSession(c).email, page), 200);
    },
  )
  .get(
    '/:id',
    describeRoute({
      operationId: 'getMyTicket',
      security: access.customer,
      tags,
      summary: "One of the customer's tickets with its conversation, oldest response first",
      responses: { 200: jsonResponse(ticketWithResponsesSchema, 'The ticket.'), ...customerErrors },
    }),
    customerOnly,
    validate('param', ticketIdParamSchema),
    async (c) => {
      const { db } = c.var.deps;
      const ticket = await findMyTicket(db, currentSession(c).email, c.req.valid('param').id);
      return c.json(await conversation(db, ticket, 'customer'), 200);
    },
  )
  .post(
    '/:id/responses',
    describeRoute({
      operationId: 'addMyTicketResponse',
      security: access.customer,
      tags,
      summary: "Add the customer's response to one of their open tickets",
      responses: {
        201: jsonResponse(addResponseResponseSchema, 'The response was added.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    customerOnly,
    validate('param', ticketIdParamSchema),
    validate('json', addResponseRequestSchema),
    async (c) => {
      const { now } = c.var.deps;
      const reply = {
        ticketId: c.req.valid('param').id,
        owner: currentSession(c).email,
        text: c.req.valid('json').text,
        files: c.req.valid('json').attachments,
        author: requestActor(c),
      };
      return c.json({ response: await addResponse(c.var.deps.db, reply, now()) }, 201);
    },
  )
  .post(
    '/:id/verification',
    describeRoute({
      operationId: 'verifyMyTicket',
      security: access.customer,
      tags,
      summary:
        "'Yes, I filed this': mark one of the customer's tickets filed without signing in as theirs (no change for a verified one)",
      responses: { 200: jsonResponse(ticketEnvelopeSchema, 'The verified ticket.'), ...customerErrors },
    }),
    customerOnly,
    validate('param', ticketIdParamSchema),
    async (c) => {
      const ticket = await verifyMyTicket(c.var.deps.db, currentSession(c).email, c.req.valid('param').id);
      return c.json({ ticket: ticketBody(ticket) }, 200);
    },
  )
  .delete(
    '/:id',
    describeRoute({
      operationId: 'disownMyTicket',
      security: access.customer,
      tags,
      summary:
        "'Not mine': delete a ticket filed in the customer's name without signing in, with its replies; audited. A verified ticket is a 404",
      responses: { 204: { description: 'The ticket is deleted.' }, ...customerErrors },
    }),
    customerOnly,
    validate('param', ticketIdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { email } = currentSession(c);
      await disownMyTicket(db, email, c.req.valid('param').id, requestActor(c), now());
      return c.body(null, 204);
    },
  )
  .patch(
    '/:id',
    describeRoute({
      operationId: 'updateMyTicket',
      security: access.customer,
      tags,
      summary: "Close one of the customer's tickets (the only change a customer may make)",
      responses: { 200: jsonResponse(ticketEnvelopeSchema, 'The closed ticket.'), ...customerErrors },
    }),
    customerOnly,
    validate('param', ticketIdParamSchema),
    validate('json', updateMyTicketRequestSchema),
    async (c) => {
      const { now } = c.var.deps;
      const { email } = currentSession(c);
      const ticket = await closeMyTicket(
        c.var.deps.db,
        email,
        c.req.valid('param').id,
        requestActor(c),
        now(),
      );
      return c.json({ ticket: ticketBody(ticket) }, 200);
    },
  );
