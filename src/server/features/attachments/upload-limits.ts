import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import {
  ceilingRefusal,
  countRateLimitHit,
  enforceRateLimit,
  type RateLimitRule,
} from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';

const ONE_HOUR = 60 * 60 * 1000;
const MB = 1024 * 1024;

/** A visitor filing tickets with screenshots stays far below this; a script filling the disk does not. */
const anonymousFiles: RateLimitRule = {
  name: 'upload-files:address',
  limit: 30,
  windowMs: ONE_HOUR,
  message: 'Too many files uploaded from your network. Please wait an hour and try again.',
};

/** The bytes a network without a session may store in an hour, counted once each file is stored. */
const anonymousBytes: RateLimitRule = {
  name: 'upload-bytes:address',
  limit: 100 * MB,
  windowMs: ONE_HOUR,
  message: 'Too much uploaded from your network. Please wait an hour and try again.',
};

/** A signed-in customer answers in their own name: a looser count per account. */
const customerFiles: RateLimitRule = {
  name: 'upload-files:customer',
  limit: 100,
  windowMs: ONE_HOUR,
  message: 'Too many files uploaded. Please wait an hour and try again.',
};

/** Who is counted for an upload: the network without a session, the account with one, nobody for an admin. */
function uploader(c: Context<AppEnv>): { rule: RateLimitRule; subject: string } | undefined {
  const session = c.var.session;
  if (session?.account === 'admin') return undefined;
  if (session?.account === 'customer') return { rule: customerFiles, subject: session.email };
  return { rule: anonymousFiles, subject: clientAddress(c) };
}

/** Counts the upload against its quota, refusing it (429) once the quota is used up. */
export async function enforceUploadQuota(c: Context<AppEnv>): Promise<void> {
  const who = uploader(c);
  if (!who) return;
  await enforceRateLimit(c, who.rule, who.subject);
  if (c.var.session) return;
  const refusal = await ceilingRefusal(c, anonymousBytes, who.subject);
  if (refusal) throw refusal;
}

/** Counts a stored file's bytes against a network's hourly allowance. */
export async function countUploadedBytes(c: Context<AppEnv>, bytes: number): Promise<void> {
  if (!c.var.session) await countRateLimitHit(c, anonymousBytes, clientAddress(c), bytes);
}

/**
 * Files a ticket filed without a session may bring to one inbox in an hour (counted per `inboxKey`):
 * a script spread over many networks cannot fill one customer's tickets with files.
 */
const anonymousFilesPerInbox: RateLimitRule = {
  name: 'attached-files:inbox',
  limit: 20,
  windowMs: ONE_HOUR,
  message: 'Too many files sent for this email. Please wait an hour and try again.',
};

/** Refuses (429) a ticket filed without a session whose files would pass its inbox's hourly allowance. */
export async function enforceInboxFileQuota(c: Context<AppEnv>, inbox: string, files: number): Promise<void> {
  if (files === 0 || c.var.session) return;
  const refusal = await ceilingRefusal(c, anonymousFilesPerInbox, inbox);
  if (refusal) throw refusal;
}

/** Counts a ticket's files against its inbox's allowance, once it is filed. */
export async function countInboxFiles(c: Context<AppEnv>, inbox: string, files: number): Promise<void> {
  if (files > 0 && !c.var.session) await countRateLimitHit(c, anonymousFilesPerInbox, inbox, files);
}
