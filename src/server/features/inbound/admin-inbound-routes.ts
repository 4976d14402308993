import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { requireAdminRole } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { addHeldMessageSchema, inboundMessageSchema, inboundPageSchema } from '#shared/schemas/inbound.ts';
import { pageQuerySchema } from '#shared/schemas/ticket.ts';
import { addHeldMessage, discardHeldMessage, listInbound, originalMessage } from './held-messages.ts';

const adminOnly = requireAdminRole;
const tags = ['admin', 'mail'];
const messageParamSchema = z.object({ id: z.uuid({ error: 'Message id must be a UUID.' }) });

/** Mounted at /admin/mail/inbound: received mail, its originals, and the admins' say on held messages. */
export const adminInboundRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'listInboundMail',
      security: access.admin,
      tags,
      summary: 'One page of received emails, newest first, with what became of each',
      responses: {
        200: jsonResponse(inboundPageSchema, 'A page of messages.'),
        ...errorResponses(400, 401, 403),
      },
    }),
    adminOnly,
    validate('query', pageQuerySchema),
    async (c) => c.json(await listInbound(c.var.deps.db, c.var.deps.env, c.req.valid('query').page), 200),
  )
  .get(
    '/:id/original',
    describeRoute({
      operationId: 'getInboundOriginal',
      security: access.admin,
      tags,
      summary: 'A received email exactly as it arrived, headers included, as plain text',
      responses: {
        200: { description: 'The raw message.', content: { 'text/plain': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    adminOnly,
    validate('param', messageParamSchema),
    async (c) => {
      const raw = await originalMessage(c.var.deps.db, c.req.valid('param').id);
      // Plain text, never rendered: a message's HTML could script the admin's session.
      return c.body(new Uint8Array(raw), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
    },
  )
  .post(
    '/:id/ticket',
    describeRoute({
      operationId: 'addHeldMail',
      security: access.admin,
      tags,
      summary:
        "Add a held email's new text and its files to a ticket, on its sender's side of the conversation",
      responses: {
        200: jsonResponse(inboundMessageSchema, 'The message, added.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    adminOnly,
    validate('param', messageParamSchema),
    validate('json', addHeldMessageSchema),
    async (c) => {
      const added = await addHeldMessage(
        c.var.deps,
        c.req.valid('param').id,
        c.req.valid('json').ticketId,
        c.var.deps.now(),
      );
      return c.json(added, 200);
    },
  )
  .post(
    '/:id/discard',
    describeRoute({
      operationId: 'discardHeldMail',
      security: access.admin,
      tags,
      summary: 'Discard a held email: it stays listed and adds nothing',
      responses: {
        200: jsonResponse(inboundMessageSchema, 'The message, discarded.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    adminOnly,
    validate('param', messageParamSchema),
    async (c) => c.json(await discardHeldMessage(c.var.deps.db, c.req.valid('param').id), 200),
  );
