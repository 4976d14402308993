import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobRunnerHealth, MailboxHealth } from '#server/app-env.ts';
import type { Health } from '#shared/schemas/health.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, deps, db, runJobs } = await createTestApp();

/** Runs `check` with the background parts saying `jobRunner` and `mailbox` of themselves. */
async function withParts<T>(
  parts: { jobRunner?: JobRunnerHealth; mailbox?: MailboxHealth },
  check: () => Promise<T>,
) {
  const before = deps.parts;
  deps.parts = {
    jobRunner: () => parts.jobRunner ?? before.jobRunner(),
    ...(parts.mailbox && { mailbox: () => parts.mailbox as MailboxHealth }),
  };
  try {
    return await check();
  } finally {
    deps.parts = before;
  }
}

const since = new Date('2026-11-28T10:00:00Z');

describe('GET /api/health', () => {
  it('answers 200 ok, part by part, while everything works', async () => {
    const response = await client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      parts: {
        database: { status: 'ok' },
        jobRunner: { status: 'ok', since: new Date(0).toISOString() },
        eventReactions: { status: 'ok', lagSeconds: 0 },
      },
    });
  });

  it('answers 503 unavailable when the database does not answer', async () => {
    const ping = deps.pingDatabase;
    deps.pingDatabase = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await client().get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        status: 'unavailable',
        parts: { database: { status: 'down' }, eventReactions: { status: 'unknown', lagSeconds: null } },
      });
    } finally {
      deps.pingDatabase = ping;
    }
  });

  it('answers 200 degraded while the job runner restarts: the site serves, mail waits', async () => {
    const response = await withParts({ jobRunner: { status: 'restarting', since } }, () =>
      client().get('/api/health'),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'degraded',
      parts: { jobRunner: { status: 'restarting', since: since.toISOString() } },
    });
  });

  it('reads the reactions lag from the oldest event past the cursor: behind after a minute', async () => {
    // A ticket event written five minutes ago that nothing reacted to yet.
    await db.execute(sql`insert into audit_entries (kind, actor_type, subject_type, subject_id, created_at, transaction_id)
      values ('ticket.status_changed', 'visitor', 'ticket', gen_random_uuid()::text, now() - interval '5 minutes',
        pg_current_xact_id())`);
    const behind = await client().get('/api/health');
    const body = behind.body as Health;
    expect(behind.status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.parts.eventReactions.status).toBe('behind');
    expect(body.parts.eventReactions.lagSeconds).toBeGreaterThan(290);

    await runJobs();
    expect(((await client().get('/api/health')).body as Health).parts.eventReactions).toEqual({
      status: 'ok',
      lagSeconds: 0,
    });
  });

  it('names the mailbox reader when IMAP_URL is set: standby is fine, reconnecting is not', async () => {
    const standby = await withParts({ mailbox: { status: 'standby', since } }, () =>
      client().get('/api/health'),
    );
    expect(standby.body).toMatchObject({ status: 'ok', parts: { mailbox: { status: 'standby' } } });
    const reconnecting = await withParts({ mailbox: { status: 'reconnecting', since } }, () =>
      client().get('/api/health'),
    );
    expect(reconnecting.status).toBe(200);
    expect(reconnecting.body).toMatchObject({
      status: 'degraded',
      parts: { mailbox: { status: 'reconnecting' } },
    });
  });
});
