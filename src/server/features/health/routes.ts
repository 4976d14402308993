import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv, BackgroundParts } from '#server/app-env.ts';
import { reactionLagSeconds } from '#server/features/tickets/index.ts';
import { access, jsonResponse } from '#server/http/openapi.ts';
import { type Health, healthSchema } from '#shared/schemas/health.ts';

const CHECK_TIMEOUT_MS = 2000;
/** Reactions this far behind (a notice, a desk's update) are no longer "ok". */
const BEHIND_AFTER_SECONDS = 60;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('health check timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function jobRunnerPart(parts: BackgroundParts): Health['parts']['jobRunner'] {
  const { status, since } = parts.jobRunner();
  return { status: status === 'running' ? 'ok' : status, since: since.toISOString() };
}

function mailboxPart(parts: BackgroundParts): Health['parts']['mailbox'] {
  if (!parts.mailbox) return undefined;
  const { status, since } = parts.mailbox();
  return { status: status === 'reading' ? 'ok' : status, since: since.toISOString() };
}

function overall(parts: Health['parts']): Health['status'] {
  if (parts.database.status !== 'ok') return 'unavailable';
  const working =
    parts.jobRunner.status === 'ok' &&
    parts.eventReactions.status === 'ok' &&
    (!parts.mailbox || parts.mailbox.status === 'ok' || parts.mailbox.status === 'standby');
  return working ? 'ok' : 'degraded';
}

export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    operationId: 'getHealth',
    security: access.anyone,
    tags: ['health'],
    summary: 'Whether the server, its database and the parts behind it work',
    description:
      "For load balancers and process managers: 503 only when the database does not answer, so this instance cannot serve; 200 'degraded' when it serves but a part behind it (the job runner, the reactions to ticket events, the mailbox reader) does not work, which another instance sharing the database would not do better.",
    responses: {
      200: jsonResponse(healthSchema, "The database answers: 'ok', or 'degraded' with the part that is not."),
      503: jsonResponse(healthSchema, "The database does not answer: 'unavailable'."),
    },
  }),
  async (c) => {
    const { deps } = c.var;
    let database: Health['parts']['database']['status'] = 'ok';
    try {
      await withTimeout(c.var.databaseGate.check(), CHECK_TIMEOUT_MS);
    } catch (error) {
      c.var.log.warn({ err: error }, 'health check: database unavailable');
      database = 'down';
    }
    const lagSeconds =
      database === 'ok'
        ? await withTimeout(reactionLagSeconds(deps.db), CHECK_TIMEOUT_MS).catch(() => null)
        : null;
    const reactionsStatus =
      lagSeconds === null ? 'unknown' : lagSeconds > BEHIND_AFTER_SECONDS ? 'behind' : 'ok';
    const parts: Health['parts'] = {
      database: { status: database },
      jobRunner: jobRunnerPart(deps.parts),
      eventReactions: {
        status: reactionsStatus,
        lagSeconds: lagSeconds === null ? null : Math.round(lagSeconds * 10) / 10,
      },
      mailbox: mailboxPart(deps.parts),
    };
    const status = overall(parts);
    return status === 'unavailable' ? c.json({ status, parts }, 503) : c.json({ status, parts }, 200);
  },
);
