import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import type { Env } from '#server/env.ts';
import { inboxDomain, inboxKey } from '#server/features/mail/index.ts';
import type { HttpError } from '#server/http/http-error.ts';
import {
  ceilingRefusal,
  countRateLimitHit,
  type RateLimitRule,
  rateLimitRefusal,
} from '#server/http/rate-limit.ts';

const ONE_HOUR = 60 * 60 * 1000;

const message = 'Too many emails asked for. Please wait a while and try again.';

/**
 * Confirmations and resets asked for one inbox, however it is spelt, first tickets' confirmations
 * included, whatever their purpose: enough for its owner to file a ticket, ask again and reset a
 * password within the hour.
 */
const emailLinkPerInbox: RateLimitRule = {
  name: 'email-link:inbox',
  limit: 5,
  windowMs: ONE_HOUR,
  message,
};

export const emailLinkPerAddress: RateLimitRule = {
  name: 'email-link:address',
  limit: 10,
  windowMs: ONE_HOUR,
  message,
};

/**
 * What a message is for: a first ticket's confirmation or one sent again ('signup'), which strangers
 * can ask for, or a reset of an existing account ('reset'). Each has ceilings of its own, so signups
 * cannot use up the room resets need: see docs/decisions/mail-limits-per-inbox.md.
 */
export type LinkMailPurpose = 'signup' | 'reset';

/** The ceilings on messages for `purpose` that one to `email` counts under: its domain's, and all's. */
function linkMailCeilings(env: Env, purpose: LinkMailPurpose, email: string) {
  const ceiling = (scope: string, limit: number, subject: string) => ({
    rule: { name: `link-mail:${purpose}:${scope}`, limit, windowMs: ONE_HOUR, message },
    subject,
  });
  return [
    ceiling('domain', env.LINK_MAILS_PER_DOMAIN_PER_HOUR, inboxDomain(email)),
    ceiling('all', env.LINK_MAILS_PER_HOUR, 'all'),
  ];
}

/**
 * Before a message for `purpose` to `email` is looked into: the request counts for its inbox, and the
 * domain's and the global ceilings must have room; the 429 to answer when they have not. The answer
 * depends on counters only, never on whether the account exists.
 */
export async function linkMailRefusal(
  c: Context<AppEnv>,
  email: string,
  purpose: LinkMailPurpose,
): Promise<HttpError | undefined> {
  const perInbox = await rateLimitRefusal(c, emailLinkPerInbox, inboxKey(email));
  if (perInbox) return perInbox;
  for (const { rule, subject } of linkMailCeilings(c.var.deps.env, purpose, email)) {
    const refusal = await ceilingRefusal(c, rule, subject);
    if (refusal) return refusal;
  }
  return undefined;
}

/** `linkMailRefusal`, thrown: for requests that ask for nothing but the message. */
export async function enforceLinkMailLimits(
  c: Context<AppEnv>,
  email: string,
  purpose: LinkMailPurpose,
): Promise<void> {
  const refusal = await linkMailRefusal(c, email, purpose);
  if (refusal) throw refusal;
}

/**
 * After a request for a message for `purpose` to `email`: the ceilings count the message if one was
 * `sent`. The same statements run either way, so the answer's time does not tell whether it was.
 */
export async function countLinkMail(
  c: Context<AppEnv>,
  email: string,
  purpose: LinkMailPurpose,
  sent: boolean,
): Promise<void> {
  for (const { rule, subject } of linkMailCeilings(c.var.deps.env, purpose, email)) {
    await countRateLimitHit(c, rule, subject, sent ? 1 : 0);
  }
}
