import type { BenchSuite } from '../suite.ts';
import { analytics } from './analytics.ts';
import { attachments } from './attachments.ts';
import { chat } from './chat.ts';
import { databaseOutages } from './database-outages.ts';
import { firstLoad } from './first-load.ts';
import { inboundMail } from './inbound-mail.ts';
import { lighthouse } from './lighthouse.ts';
import { liveDesk } from './live-desk.ts';
import { serverLoad } from './server-load.ts';

/** In report order. */
export const suites: BenchSuite[] = [
  firstLoad,
  lighthouse,
  chat,
  serverLoad,
  attachments,
  analytics,
  inboundMail,
  liveDesk,
  databaseOutages,
];
