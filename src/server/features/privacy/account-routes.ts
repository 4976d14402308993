import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { storedFilesOf } from '#server/features/attachments/index.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { currentSession, requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { endSession } from '#server/http/session.ts';
import { accountDeletionSchema, myDataExportSchema } from '#shared/schemas/my-data.ts';
import { archivedFile, dataArchive } from './data-archive.ts';
import { deleteAccount } from './delete-account.ts';
import { emailsSentBy } from './emails-sent.ts';
import { exportMyData } from './export-my-data.ts';

const tags = ['my account'];
const customerOnly = requireSession('customer');

/** Mounted at /account: a signed-in customer's right to their data and to its deletion. */
export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/export',
    describeRoute({
      operationId: 'exportMyData',
      security: access.customer,
      tags,
      summary: 'Everything held about the signed-in customer (account, tickets, every reply on them) as JSON',
      responses: {
        200: jsonResponse(myDataExportSchema, 'The export, as a file.'),
        ...errorResponses(401, 403),
      },
    }),
    customerOnly,
    async (c) => {
      const { db, now } = c.var.deps;
      const data = await exportMyData(db, currentSession(c).email, requestActor(c), now());
      c.header('Content-Disposition', 'attachment; filename="my-data.json"');
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    },
  )
  .get(
    '/export.zip',
    describeRoute({
      operationId: 'exportMyDataArchive',
      security: access.customer,
      tags,
      summary:
        "The same export as a ZIP: my-data.json, every file of the customer's tickets under files/{ticket id}/ and every email received from them under emails/, streamed",
      responses: {
        200: {
          description: 'The archive, as a file.',
          content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(401, 403),
      },
    }),
    customerOnly,
    async (c) => {
      const { db, now } = c.var.deps;
      const { email } = currentSession(c);
      const data = await exportMyData(db, email, requestActor(c), now());
      const files = await storedFilesOf(
        db,
        data.tickets.map((entry) => entry.ticket.id),
      );
      const entries = [...files.map(archivedFile), ...(await emailsSentBy(db, email))];
      const name = `my-data-${data.exportedAt.slice(0, 10)}.zip`;
      return new Response(dataArchive(JSON.stringify(data, null, 2), entries), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    },
  )
  .delete(
    '/',
    describeRoute({
      operationId: 'deleteMyAccount',
      security: access.customer,
      tags,
      summary:
        "Delete the signed-in customer's account: their tickets with every reply, their password, and every session of theirs",
      responses: {
        200: jsonResponse(accountDeletionSchema, 'What was deleted; the session has ended.'),
        ...errorResponses(401, 403),
      },
    }),
    customerOnly,
    async (c) => {
      const { db, now } = c.var.deps;
      const deletion = await deleteAccount(db, currentSession(c).email, requestActor(c), now());
      await endSession(c);
      return c.json(deletion, 200);
    },
  );
