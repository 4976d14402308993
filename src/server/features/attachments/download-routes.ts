import { and, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv, AuthenticatedSession } from '#server/app-env.ts';
import { attachments, blobs } from '#server/db/attachments-schema.ts';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import { currentSession } from '#server/http/guards.ts';
import { notFound, unauthorized } from '#server/http/http-error.ts';
import { access, errorResponses } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { attachmentIdParamSchema } from '#shared/schemas/attachments.ts';
import { fileResponse } from './file-response.ts';
import { postgresBlobStore } from './postgres-blob-store.ts';

/** Who may read a ticket, and so its files: an admin any, a customer those filed under their email. */
function readableBy(session: AuthenticatedSession): SQL | undefined {
  return session.account === 'admin' ? undefined : eq(tickets.email, session.email);
}

/** An attached file the session may read; another customer's answers like a missing one. */
async function findReadable(db: Database, id: string, session: AuthenticatedSession) {
  const [row] = await db
    .select({
      name: attachments.name,
      type: attachments.type,
      size: attachments.size,
      blobId: attachments.blobId,
      sha256: blobs.sha256,
    })
    .from(attachments)
    .innerJoin(blobs, eq(blobs.id, attachments.blobId))
    .innerJoin(tickets, eq(tickets.id, attachments.ticketId))
    .where(and(eq(attachments.id, id), readableBy(session)));
  if (!row?.sha256) throw notFound('No such file.');
  return { ...row, sha256: row.sha256 };
}

/** A ticket's files, to whoever may read the ticket. */
export const downloadRoutes = new Hono<AppEnv>().get(
  '/:id',
  describeRoute({
    operationId: 'downloadAttachment',
    security: access.anySession,
    tags: ['attachments'],
    summary:
      'A file of a ticket the session may read, streamed: an attachment to save, or a raster image shown inline; ETag and If-None-Match give a 304',
    responses: {
      200: {
        description: "The file's bytes.",
        content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
      },
      304: { description: 'The copy the caller holds is current.' },
      ...errorResponses(400, 401, 404),
    },
  }),
  async (c, next) => {
    if (!c.var.session) throw unauthorized();
    await next();
  },
  validate('param', attachmentIdParamSchema),
  async (c) => {
    const { db } = c.var.deps;
    const file = await findReadable(db, c.req.valid('param').id, currentSession(c));
    const content = postgresBlobStore(db).read(file.blobId);
    return fileResponse({ ...file, content }, c.req.header('if-none-match'));
  },
);
