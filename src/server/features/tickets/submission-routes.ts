import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { enforceRateLimit, rateLimitByAddress } from '#server/http/rate-limit.ts';
import { validate } from '#server/http/validation.ts';
import {
  emailStatusRequestSchema,
  emailStatusResponseSchema,
  submitTicketRequestSchema,
  submitTicketResponseSchema,
} from '#shared/schemas/ticket-submission.ts';
import { emailStatusPerAddress, ticketSubmitPerAddress, ticketSubmitPerEmail } from './submission-limits.ts';
import { decoyTicket, hasPassword, submitTicket } from './submit-ticket.ts';
import { ticketBody } from './ticket-body.ts';

/** What anonymous visitors use: the ticket form's email check and the submission itself. */
export const ticketSubmissionRoutes = new Hono<AppEnv>()
  .post(
    '/email-status',
    describeRoute({
      operationId: 'getEmailStatus',
      security: access.anyone,
      tags: ['tickets'],
      summary:
        'Whether an email has a confirmed password (set by its first ticket, confirmed through the emailed link)',
      responses: {
        200: jsonResponse(emailStatusResponseSchema, 'The email is known (true) or new (false).'),
        ...errorResponses(400, 429),
      },
    }),
    rateLimitByAddress(emailStatusPerAddress),
    validate('json', emailStatusRequestSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      return c.json({ hasPassword: await hasPassword(c.var.deps.db, email) }, 200);
    },
  )
  .post(
    '/',
    describeRoute({
      operationId: 'submitTicket',
      security: access.anyone,
      tags: ['tickets'],
      summary:
        'Submit a support ticket; an email without a confirmed password brings one, and a link to confirm the address is emailed',
      responses: {
        201: jsonResponse(submitTicketResponseSchema, 'The ticket is open.'),
        ...errorResponses(400, 409, 413, 429),
      },
    }),
    rateLimitByAddress(ticketSubmitPerAddress),
    validate('json', submitTicketRequestSchema),
    async (c) => {
      const { passwordHash, website, ...fields } = c.req.valid('json');
      await enforceRateLimit(c, ticketSubmitPerEmail, fields.email);
      const now = c.var.deps.now();
      if (website) {
        c.var.log.info('ticket submission dropped: honeypot filled');
        return c.json({ ticket: ticketBody(decoyTicket(fields, now)) }, 201);
      }
      const ticket = await submitTicket(c.var.deps, fields, passwordHash, now);
      return c.json({ ticket: ticketBody(ticket) }, 201);
    },
  );
