import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailPasswords, ticketResponses, tickets } from '#server/db/schema.ts';
import { ticketActivity } from '#server/db/ticket-activity-schema.ts';
import { hashPasswordDigest } from '#server/features/auth/index.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import {
  adminReplies,
  customerReplies,
  descriptionClosings,
  descriptionOpenings,
  descriptionProblems,
  emailDomains,
  firstNames,
  lastNames,
  pickLocalized,
  subjectObjects,
  subjectProblems,
  textArray,
} from './seed-text.ts';

/** Accounts the bench (and a person trying the seeded desk) can sign in with. Never used outside seeded data. */
export const SEED_CUSTOMER = {
  email: 'bench.customer@maple.test',
  password: 'bench-customer-password',
  name: 'Bench Customer',
} as const;
export const SEED_ADMIN = { email: 'bench.admin@maple.test', password: 'bench-admin-password' } as const;
/** The admin's colleagues, who share the tickets with them; they cannot sign in. */
const SEED_AGENTS = ['Chloé Roy', 'Marc Gauthier', 'Priya Patel', 'Sam Okafor'].map((name, n) => ({
  name,
  email: `bench.agent.${n + 1}@maple.test`,
}));

const SEED_CUSTOMER_TICKETS = 36;
const BATCH_SIZE = 10_000;
/** About four tickets per generated customer, so customer lists are realistic. */
const TICKETS_PER_CUSTOMER = 4;

export interface SeedOptions {
  tickets: number;
  now?: Date;
  onProgress?: (seeded: number, total: number) => void;
}

export interface SeedResult {
  /** An open ticket of SEED_CUSTOMER, with responses: the bench's conversation and reply target. */
  customerTicketId: string;
  adminId: string;
  /** The admin first, then the agents: whom tickets are assigned to. */
  teamIds: string[];
}

type Author = { customers: number } | { name: string; email: string };

/**
 * Adds `tickets` generated tickets with responses alternately from their assignee and the customer, as
 * `insertTickets` draws them, plus the known accounts on the first run. Bulk SQL, one statement per
 * `BATCH_SIZE` tickets.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const adminId = await ensureAdmin(db);
  const teamIds = [adminId, ...(await ensureAgents(db))];
  if (await ensureCustomer(db)) {
    await insertTickets(db, SEED_CUSTOMER_TICKETS, SEED_CUSTOMER, teamIds, now);
  }
  const customers = Math.max(1, Math.ceil(options.tickets / TICKETS_PER_CUSTOMER));
  for (let seeded = 0; seeded < options.tickets; ) {
    const count = Math.min(BATCH_SIZE, options.tickets - seeded);
    await insertTickets(db, count, { customers }, teamIds, now);
    seeded += count;
    options.onProgress?.(seeded, options.tickets);
  }
  await giveGeneratedCustomersPasswords(db);
  // A bulk load leaves the planner's statistics describing the tables before it, and the visibility map
  // unset, so index-only scans read the table; autovacuum catches up within minutes, but a benchmark
  // started right away would measure that instead of what production gets.
  await db.execute(sql`vacuum (analyze) ${tickets}, ${ticketResponses}, ${ticketActivity}`);
  const [ticket] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.email, SEED_CUSTOMER.email), ne(tickets.status, 'closed')))
    .orderBy(desc(tickets.createdAt))
    .limit(1);
  if (!ticket) throw new Error('the seed customer has no open ticket');
  return { customerTicketId: ticket.id, adminId, teamIds };
}

async function ensureAdmin(db: Database): Promise<string> {
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.email, SEED_ADMIN.email));
  if (existing) return existing.id;
  const digest = await passwordDigest(SEED_ADMIN.password, SEED_ADMIN.email);
  const [admin] = await db
    .insert(adminUsers)
    .values({ email: SEED_ADMIN.email, passwordHash: await hashPasswordDigest(digest) })
    .returning({ id: adminUsers.id });
  if (!admin) throw new Error('admin insert returned no row');
  return admin.id;
}

async function ensureAgents(db: Database): Promise<string[]> {
  const unusable = await hashPasswordDigest(randomBytes(32).toString('hex'));
  await db
    .insert(adminUsers)
    .values(
      SEED_AGENTS.map(({ name, email }) => ({
        email,
        displayName: name,
        role: 'agent' as const,
        passwordHash: unusable,
      })),
    )
    .onConflictDoNothing();
  const agents = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      inArray(
        adminUsers.email,
        SEED_AGENTS.map(({ email }) => email),
      ),
    )
    .orderBy(adminUsers.email);
  return agents.map(({ id }) => id);
}

/** True when the customer was new (so their tickets are still to be made). */
async function ensureCustomer(db: Database): Promise<boolean> {
  const digest = await passwordDigest(SEED_CUSTOMER.password, SEED_CUSTOMER.email);
  const inserted = await db
    .insert(emailPasswords)
    .values({
      email: SEED_CUSTOMER.email,
      passwordHash: await hashPasswordDigest(digest),
      verifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

/** Generated customers are "known emails" (they file tickets without a password) but cannot sign in. */
async function giveGeneratedCustomersPasswords(db: Database): Promise<void> {
  const unusable = await hashPasswordDigest(randomBytes(32).toString('hex'));
  await db.execute(sql`
    insert into email_passwords (email, password_hash, verified_at)
    select distinct email, ${unusable}, now() from tickets
    on conflict do nothing`);
}

const accents = { from: 'àâäçéèêëîïôöùûüÿœ', to: 'aaaceeeeiioouuuyo' };

function authorColumns(author: Author) {
  if ('email' in author) return { name: sql`${author.name}`, email: sql`${author.email}` };
  const [firsts, lasts, domains] = [firstNames, lastNames, emailDomains].map((pool) =>
    sql.raw(String(pool.length)),
  );
  const name = sql`${textArray(firstNames)}[1 + c % ${firsts}] || ' ' || ${textArray(lastNames)}[1 + (c / ${firsts}) % ${lasts}]`;
  const local = sql`translate(lower(replace(${name}, ' ', '.')), ${accents.from}, ${accents.to})`;
  const email = sql`${local} || '.' || c || '@' || ${textArray(emailDomains)}[1 + c % ${domains}]`;
  return { name, email };
}

async function insertTickets(db: Database, count: number, author: Author, teamIds: string[], now: Date) {
  const { name, email } = authorColumns(author);
  const customers = sql.raw(String('customers' in author ? author.customers : 1));
  const team = sql`${`{${teamIds.join(',')}}`}::uuid[]`;
  const at = now.toISOString();
  // `materialized` evaluates each random() once per ticket, so a ticket's fields agree with each other.
  // Four open tickets in ten wait for a first answer: nobody's yet, and no reply; the others are shared
  // evenly by the team, whose replies are their assignee's.
  await db.execute(sql`
    with draws as materialized (
      select gen_random_uuid() as id,
        floor(random() * ${customers})::int as c,
        random() as r,
        random() < 0.4 as unanswered,
        random() < 0.3 as fr,
        make_interval(hours => 1 + floor(random() * 48)::int) as gap,
        ${at}::timestamptz - interval '20 days' - random() * interval '710 days' as created
      from generate_series(1, ${sql.raw(String(count))})
    ),
    drawn as materialized (
      select *,
        case when waiting then null else (${team})[1 + floor(random() * cardinality(${team}))::int] end as assignee,
        case when waiting then 0 else floor(random() * 11)::int end as replies
      from (select *, r < 0.35 and unanswered as waiting from draws) as waiting_or_not
    ),
    new_tickets as (
      insert into tickets (id, subject, description, status, name, email, assignee_id, created_at, updated_at)
      select id,
        ${pickLocalized(subjectProblems)} || ' ' || ${pickLocalized(subjectObjects)},
        ${pickLocalized(descriptionOpenings)} || ' ' || ${pickLocalized(descriptionProblems)} || ' ' || ${pickLocalized(descriptionClosings)},
        case when r < 0.35 then 'open' when r < 0.55 then 'in_progress' when r < 0.8 then 'resolved' else 'closed' end,
        ${name}, ${email}, assignee, created, created + replies * gap
      from drawn
    )
    insert into ticket_responses (ticket_id, response_text, is_from_admin, admin_id, created_at)
    select id,
      case when k % 2 = 1 then ${pickLocalized(adminReplies)} else ${pickLocalized(customerReplies)} end,
      k % 2 = 1,
      case when k % 2 = 1 then assignee end,
      created + k * gap
    from drawn cross join lateral generate_series(1, replies) as k`);
}
