import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema.ts';
import { HttpError } from './http-error.ts';
import { clientAddress } from './request-info.ts';

export interface RateLimitRule {
  /** Namespaces the counter, e.g. 'ticket-submit:address'. */
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to the person who hit the limit. */
  message: string;
  /**
   * Growing back-off: each lockout within `memoryMs` of the previous ones lasts twice as long
   * (windowMs, 2 x windowMs, 4 x windowMs...), up to `maxMs`. Without it a lockout ends with the window.
   */
  backoff?: { maxMs: number; memoryMs: number };
}

export interface WindowCount {
  hits: number;
  resetAt: Date;
}

/**
 * Adds `by` hits to a fixed-window counter in the database, so every server instance shares it, and
 * returns the window's total; with `upTo`, only while the total stays within it (none returned
 * otherwise), checked on the locked row. A window that has ended starts again at `by`.
 */
async function addHits(db: Database, key: string, windowMs: number, now: Date, by: number, upTo?: number) {
  const nextReset = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: by, resetAt: nextReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then ${by}::integer else ${rateLimits.hits} + ${by}::integer end`,
        resetAt: sql`case when ${expired} then ${nextReset.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
      setWhere:
        upTo === undefined
          ? undefined
          : sql`${expired} or ${rateLimits.hits} + ${by}::integer <= ${upTo}::integer`,
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row;
}

/** Adds `by` hits (one unless told) to `key`'s window and returns the window's total. */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
  by = 1,
): Promise<WindowCount> {
  const row = await addHits(db, key, windowMs, now, by);
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

export async function purgeExpiredRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
}

export function tooManyRequests(message: string, resetAt: Date, now: Date): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new HttpError(429, 'rate_limited', message, { 'Retry-After': String(retryAfterSeconds) });
}

/** The first hit over the limit starts a lockout: the window is stretched to the back-off's length. */
async function startLockout(db: Database, key: string, rule: RateLimitRule, at: Date): Promise<Date> {
  const { backoff } = rule;
  if (!backoff) throw new Error('startLockout needs a rule with a back-off');
  const lockouts = await countHit(db, `${key}:lockouts`, backoff.memoryMs, at);
  const lockMs = Math.min(rule.windowMs * 2 ** (lockouts.hits - 1), backoff.maxMs);
  const resetAt = new Date(at.getTime() + lockMs);
  await db.update(rateLimits).set({ resetAt }).where(eq(rateLimits.key, key));
  return resetAt;
}

function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/** Forgets `subject`'s hits under `rule`, e.g. an email's failed sign-ins once one succeeds. */
export async function clearRateLimit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  await c.var.deps.db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule, subject)));
}

/** Counts one hit for `subject` under `rule`; the 429 to answer once the window's limit is passed. */
export async function rateLimitRefusal(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
): Promise<HttpError | undefined> {
  const { db, env, now } = c.var.deps;
  if (env.RATE_LIMITS === 'off') return undefined;
  const at = now();
  const key = rateLimitKey(rule, subject);
  const { hits, resetAt } = await countHit(db, key, rule.windowMs, at);
  if (hits <= rule.limit) return undefined;
  const lockedUntil =
    rule.backoff && hits === rule.limit + 1 ? await startLockout(db, key, rule, at) : resetAt;
  return tooManyRequests(rule.message, lockedUntil, at);
}

/** Counts one hit for `subject` under `rule` and throws 429 once the window's limit is passed. */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const refusal = await rateLimitRefusal(c, rule, subject);
  if (refusal) throw refusal;
}

/**
 * The 429 to answer when `subject` has used up `rule`'s window, without counting a hit: a ceiling on
 * what is done rather than asked, counted by `countRateLimitHit` once it is done.
 */
export async function ceilingRefusal(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
): Promise<HttpError | undefined> {
  const { db, env, now } = c.var.deps;
  if (env.RATE_LIMITS === 'off') return undefined;
  const at = now();
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, rateLimitKey(rule, subject)), gt(rateLimits.resetAt, at)));
  return row && row.hits >= rule.limit ? tooManyRequests(rule.message, row.resetAt, at) : undefined;
}

/** Counts `hits` for `subject` under `rule`, a ceiling that `ceilingRefusal` checks. */
export async function countRateLimitHit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
  hits: number,
): Promise<void> {
  const { db, env, now } = c.var.deps;
  if (env.RATE_LIMITS === 'off') return;
  await countHit(db, rateLimitKey(rule, subject), rule.windowMs, now(), hits);
}

/**
 * Holds `amount` of `subject`'s window under `rule` (at most the rule's limit), or throws the 429 when
 * that would pass the limit: one statement adds it only while the sum stays within the limit, so
 * requests at the same moment cannot pass it together, as a check followed by a count could. Answers
 * the window it was held in, undefined when limits are off.
 */
async function hold(c: Context<AppEnv>, rule: RateLimitRule, subject: string, amount: number) {
  const { db, env, now } = c.var.deps;
  if (env.RATE_LIMITS === 'off' || amount <= 0) return undefined;
  const at = now();
  const key = rateLimitKey(rule, subject);
  const held = await addHits(db, key, rule.windowMs, at, amount, rule.limit);
  if (held) return { key, resetAt: held.resetAt };
  const [full] = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  throw tooManyRequests(rule.message, full?.resetAt ?? new Date(at.getTime() + rule.windowMs), at);
}

/** Gives back what a hold did not use, to the window it was held in only: a window begun since never counted it. */
async function release(c: Context<AppEnv>, held: { key: string; resetAt: Date }, unused: number) {
  if (unused <= 0) return;
  await c.var.deps.db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - ${unused}::integer, 0)` })
    .where(and(eq(rateLimits.key, held.key), eq(rateLimits.resetAt, held.resetAt)));
}

/**
 * Runs `work` with `amount` held under `rule`'s ceiling for `subject` beforehand (429 when it would
 * pass it), then counts only what `used` says it used, or nothing if it failed: a ceiling on what is
 * done that work in flight at once cannot pass.
 */
export async function underCeiling<Result>(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
  amount: number,
  work: () => Promise<Result>,
  used: (result: Result) => number = () => amount,
): Promise<Result> {
  const held = await hold(c, rule, subject, amount);
  let result: Result;
  try {
    result = await work();
  } catch (error) {
    if (held) await release(c, held, amount);
    throw error;
  }
  if (held) await release(c, held, amount - Math.min(used(result), amount));
  return result;
}

export function rateLimitByAddress(rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c, rule, clientAddress(c));
    await next();
  });
}
