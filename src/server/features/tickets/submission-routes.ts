import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { fileUnderInboxQuota } from '#server/features/attachments/index.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { countLinkMail, hasPassword, linkMailRefusal } from '#server/features/auth/index.ts';
import { inboxKey } from '#server/features/mail/index.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { enforceRateLimit, rateLimitByAddress } from '#server/http/rate-limit.ts';
import { validate } from '#server/http/validation.ts';
import {
  type ConfirmationMail,
  emailStatusRequestSchema,
  emailStatusResponseSchema,
  submitTicketRequestSchema,
  submitTicketResponseSchema,
} from '#shared/schemas/ticket-submission.ts';
import { emailStatusPerAddress, ticketSubmitPerAddress, ticketSubmitPerInbox } from './submission-limits.ts';
import { decoyTicket, submitTicket } from './submit-ticket.ts';
import { ticketBody } from './ticket-body.ts';

/** Past a mail limit only the first ticket's confirmation waits, never the ticket. */
async function confirmationMail(c: Context<AppEnv>, email: string): Promise<ConfirmationMail> {
  return (await linkMailRefusal(c, email, 'signup')) ? 'held' : 'sent';
}

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
        "Submit a support ticket; an email without a confirmed password brings one, and a link to confirm the address is emailed, or held back past the mail limits (the ticket is stored all the same). Verified only when filed with the email's customer session",
      responses: {
        201: jsonResponse(submitTicketResponseSchema, 'The ticket is open.'),
        ...errorResponses(400, 409, 413, 429),
      },
    }),
    rateLimitByAddress(ticketSubmitPerAddress),
    validate('json', submitTicketRequestSchema),
    async (c) => {
      const { passwordHash, website, attachments = [], ...fields } = c.req.valid('json');
      const inbox = inboxKey(fields.email);
      await enforceRateLimit(c, ticketSubmitPerInbox, inbox);
      // A password comes with a new address's ticket, whose confirmation is mailed to it.
      const confirmation = passwordHash === undefined ? undefined : await confirmationMail(c, fields.email);
      const now = c.var.deps.now();
      const { session } = c.var;
      const filer = {
        passwordDigest: passwordHash,
        signedInAs: session?.account === 'customer' ? session.email : undefined,
        actor: requestActor(c),
      };
      if (website) {
        c.var.log.info('ticket submission dropped: honeypot filled');
        return c.json({ ticket: ticketBody(decoyTicket(fields, filer, now)), confirmation }, 201);
      }
      const ticket = await fileUnderInboxQuota(c, inbox, attachments.length, () =>
        submitTicket(c.var.deps, fields, filer, now, confirmation, attachments),
      );
      if (confirmation) await countLinkMail(c, fields.email, 'signup', confirmation === 'sent');
      return c.json({ ticket: ticketBody(ticket), confirmation }, 201);
    },
  );
