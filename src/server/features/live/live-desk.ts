import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { AppDeps, AuthenticatedSession, LiveDesk } from '#server/app-env.ts';
import { adminUsers } from '#server/db/schema.ts';
import { liveEventNames, type PresenceRequest } from '#shared/schemas/live.ts';
import { createLiveHub, sseMessage } from './live-hub.ts';
import { createPresenceTable, type PresenceMessage } from './presence-table.ts';
import { stillSignedIn } from './still-signed-in.ts';
import { startTicketEventFeed } from './ticket-event-feed.ts';

const PRESENCE_CHANNEL = 'desk_presence';
/** Notified by migration 0027's trigger whenever sessions are deleted. */
const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
/** Comment lines this often keep proxies (nginx: 60 s by default) from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
const SWEEP_MS = 1_000;

/**
 * Seconds before the feed's and the listener's connection tries again to reach the database, after
 * `retries` failed tries: postgres.js's own goes up to 20 s, which kept open streams deaf that long
 * after a database restart.
 */
const reconnectDelay = (retries: number) => Math.min(0.05 * 2 ** retries, 1);

type LiveDeps = Pick<AppDeps, 'db' | 'logger' | 'now'>;

/**
 * This instance's live streams: its own connections to `url` read every instance's ticket events as
 * they commit (live-desk-follows-the-events.md) and LISTEN for presence and ended sessions
 * (live-desk-by-notify.md); the hub fans them out in memory.
 */
export async function startLiveDesk(url: string, { db, logger, now }: LiveDeps): Promise<LiveDesk> {
  const presenceTable = createPresenceTable();
  const sending = new Set<Promise<void>>();
  const publish = (message: PresenceMessage) => {
    const sent = db
      .execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(message)})`)
      .then(() => {})
      .catch((error: unknown) => logger.warn({ err: error }, 'live desk: presence not sent'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
    return sent;
  };
  const hub = createLiveHub((stream) => {
    if (stream.memberId) void publish({ op: 'leave', stream: stream.id, memberId: stream.memberId });
  });
  const showPresence = (ticketIds: string[]) => {
    for (const ticketId of ticketIds) hub.presence({ ticketId, viewers: presenceTable.viewers(ticketId) });
  };

  const connection = postgres(url, { max: 1, onnotice: () => {}, backoff: reconnectDelay });
  const feed = await startTicketEventFeed(
    connection,
    { deliver: hub.ticketEvents, missed: () => hub.end(() => true) },
    logger,
  );
  const parse = (payload: string) => JSON.parse(payload) as PresenceMessage;
  // Presence missed while the listener reconnects is said again within 10 s by the open dialogs.
  await connection.listen(PRESENCE_CHANNEL, (payload) => showPresence(presenceTable.apply(parse(payload))));

  // A deleted session (signed out, a member deactivated) ends its streams at once, and one that merely
  // expires at the next heartbeat; a listener that reconnects checks them all, as it may have missed one.
  const endEndedSessions = async () => {
    const streams = hub.list();
    if (streams.length === 0) return;
    const signedIn = await stillSignedIn(db, [...new Set(streams.map((stream) => stream.tokenHash))], now());
    hub.end((stream) => !signedIn.has(stream.tokenHash));
  };
  const checkSessions = () =>
    endEndedSessions().catch((error: unknown) =>
      logger.warn({ err: error }, 'live desk: sessions unchecked'),
    );
  await connection.listen(SESSIONS_ENDED_CHANNEL, checkSessions, checkSessions);
  const heartbeat = setInterval(() => {
    hub.heartbeat();
    void checkSessions();
  }, HEARTBEAT_MS);
  const sweep = setInterval(() => showPresence(presenceTable.sweep()), SWEEP_MS);
  heartbeat.unref();
  sweep.unref();

  const memberName = async (id: string, email: string) => {
    const [member] = await db
      .select({ name: adminUsers.displayName })
      .from(adminUsers)
      .where(eq(adminUsers.id, id));
    return member?.name || email;
  };

  return {
    stream(session: AuthenticatedSession) {
      const desk = session.account === 'admin';
      return hub.open(
        {
          kind: desk ? 'desk' : 'customer',
          email: session.email,
          memberId: session.adminId,
          tokenHash: session.tokenHash,
        },
        (streamId) => [
          sseMessage(liveEventNames.ready, { streamId, memberId: session.adminId }),
          ...(desk
            ? presenceTable
                .ticketsViewed()
                .map((ticketId) =>
                  sseMessage(liveEventNames.presence, { ticketId, viewers: presenceTable.viewers(ticketId) }),
                )
            : []),
        ],
      );
    },
    async presence(session: AuthenticatedSession, { streamId, ticketId, state }: PresenceRequest) {
      const memberId = session.adminId ?? '';
      if (state === 'left') return publish({ op: 'leave', stream: streamId, memberId });
      const member = { id: memberId, name: await memberName(memberId, session.email) };
      await publish({ op: 'set', stream: streamId, ticketId, member, typing: state === 'typing' });
    },
    async close() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      hub.end(() => true);
      await Promise.all(sending);
      await feed.stop();
      await connection.end({ timeout: 5 });
    },
  };
}
