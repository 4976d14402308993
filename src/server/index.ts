import type { Server } from 'node:http';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { describeStartupAdmin, ensureStartupAdmin } from '#server/features/admin/index.ts';
import { countAnalyticsDaysFor } from '#server/features/analytics/index.ts';
import { startImapReader, startInboundSweeper, stopReadingMail } from '#server/features/inbound/index.ts';
import { startLiveDesk } from '#server/features/live/index.ts';
import { currentSettings } from '#server/features/settings/index.ts';
import { startJobWorker } from '#server/job-worker.ts';
import { legalFacts } from '#server/site/legal-facts.ts';
import { loadLegalPages } from '#server/site/legal-pages.ts';
import { legalSettingsOfRequest, siteConfigOfRequest } from '#server/site/site-config.ts';
import { loadSitePages } from '#server/site/site-pages.ts';
import { createApp } from './app.ts';
import { loadEnv } from './env.ts';
import { startHousekeeping } from './housekeeping.ts';
import { closeConnectionsWhenStopping } from './http/closing-connections.ts';
import { trackInFlight } from './in-flight.ts';
import { createLogger } from './logger.ts';
import { projectRoot } from './project-root.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  const logger = createLogger(env);
  const database = await openConfiguredDatabase(env, {
    role: 'server',
    log: {
      info: (line) => logger.info(line),
      error: (line) => logger.error(line),
      debug: (line) => logger.debug(line),
    },
  });
  await database.migrate();
  if (await countAnalyticsDaysFor(database.db, env))
    logger.info('analytics counted again for the time zone and target');
  logger.info({ database: database.kind }, 'database ready');
  const adminNotice = describeStartupAdmin(await ensureStartupAdmin(database.db, env));

  const root = projectRoot();
  const pages = loadSitePages(join(root, 'dist/pages'));
  if (!pages) logger.warn('client build not found: serving the API only (run `npm run build`)');
  const now = () => new Date();
  const live = await startLiveDesk(database.url, { db: database.db, logger, now });
  const stopHousekeeping = startHousekeeping(
    database.db,
    logger,
    async () => (await currentSettings(database.db, env)).retentionDays,
  );
  const jobWorker = await startJobWorker(database.url, {
    db: database.db,
    env,
    logger,
    now: () => new Date(),
  });
  const imapReader =
    env.IMAP_URL &&
    startImapReader(
      { db: database.db, logger },
      { imapUrl: env.IMAP_URL, processedFolder: env.IMAP_PROCESSED_FOLDER, databaseUrl: database.url },
    );
  const stopSweeper = startInboundSweeper({ db: database.db, env, logger, now: () => new Date() });
  if (!env.SMTP_URL)
    logger.info('no SMTP_URL: mail stays in the outbox (read it at /admin/mail; links are logged)');
  const parts = { jobRunner: jobWorker.jobRunner, mailbox: imapReader ? imapReader.health : undefined };
  const app = createApp(
    { db: database.db, env, logger, now, pingDatabase: database.ping, live, parts },
    pages && { pages, clientDir: join(root, 'dist/client'), siteConfig: siteConfigOfRequest },
    {
      pages: await loadLegalPages(env, legalFacts(env)),
      settings: legalSettingsOfRequest,
    },
  );
  const handlers = trackInFlight(app.fetch);

  // Without createServer options, @hono/node-server listens with node:http.
  const server = serve({ fetch: handlers.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    logger.info({ port: info.port }, 'listening');
    console.log(`\n  Maple AI site is running at http://${host}:${info.port}\n`);
    if (adminNotice) console.log(`${adminNotice}\n`);
  }) as Server;

  const closeConnections = closeConnectionsWhenStopping(server);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    stopHousekeeping();
    stopSweeper();
    // No new connections; keep-alive clients are told to close with their next answer.
    const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
    server.close();
    closeConnections();
    // Open streams would keep their connections, and the server's close, waiting.
    const liveClosed = live.close();
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void (async () => {
      await Promise.race([Promise.all([handlers.settled(), closed]), delay(SHUTDOWN_GRACE_MS)]);
      await liveClosed;
      if (imapReader) await imapReader.stop();
      await jobWorker.stop();
      await stopReadingMail();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
