import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { HttpError } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { inboundReceiptSchema } from '#shared/schemas/inbound.ts';
import { bodyKey, storeInbound } from './store-inbound.ts';

/** The header a mail provider's inbound route sends INBOUND_SECRET in. */
const INBOUND_SECRET_HEADER = 'x-inbound-secret';

function isSecret(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const unauthorized = () =>
  new HttpError(401, 'unauthorized', `Send the inbound secret in ${INBOUND_SECRET_HEADER}.`);

/**
 * A mail provider's inbound route (raw MIME, `message/rfc822`) into the same store and job as the IMAP
 * reader. Off (401 to everyone) without INBOUND_SECRET. Mounted at /mail.
 */
export const inboundRoutes = new Hono<AppEnv>().post(
  '/inbound',
  describeRoute({
    operationId: 'receiveMail',
    security: access.inboundSecret,
    tags: ['mail'],
    summary: 'Receive one raw email (message/rfc822) from a mail provider, to thread into its ticket',
    requestBody: {
      required: true,
      content: { 'message/rfc822': { schema: { type: 'string', format: 'binary' } } },
    },
    responses: {
      202: jsonResponse(inboundReceiptSchema, 'Stored for processing, or already stored.'),
      ...errorResponses(400, 401, 413, 415),
    },
  }),
  async (c) => {
    if (!isSecret(c.var.deps.env.INBOUND_SECRET, c.req.header(INBOUND_SECRET_HEADER))) throw unauthorized();
    if (!c.req.header('content-type')?.toLowerCase().startsWith('message/rfc822'))
      throw new HttpError(415, 'unsupported_media_type', 'Send the message as message/rfc822.');
    const raw = Buffer.from(await c.req.arrayBuffer());
    if (raw.length === 0) throw new HttpError(400, 'bad_request', 'The message is empty.');
    const id = await storeInbound(c.var.deps.db, { source: 'http', sourceKey: bodyKey(raw), raw });
    return c.json({ stored: id !== undefined }, 202);
  },
);
