import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { enforceRateLimit, type RateLimitRule, underCeiling } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { attachmentLimits } from '#shared/attachment-limits.ts';
import type { UploadBody } from '#shared/schemas/attachments.ts';

const ONE_HOUR = 60 * 60 * 1000;
const MB = 1024 * 1024;

/** A visitor filing tickets with screenshots stays far below this; a script filling the disk does not. */
const anonymousFiles: RateLimitRule = {
  name: 'upload-files:address',
  limit: 30,
  windowMs: ONE_HOUR,
  message: 'Too many files uploaded from your network. Please wait an hour and try again.',
};

/**
 * The bytes a network without a session may store in an hour: held before a file is read (its declared
 * length, or the largest file), then counted as stored.
 */
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

/** What an upload holds of its network's bytes before it is read: the declared length, at most a file's limit. */
function heldBytes(declaredBytes: number): number {
  const max = attachmentLimits.fileBytes;
  return Number.isFinite(declaredBytes) && declaredBytes >= 0 ? Math.min(declaredBytes, max) : max;
}

/**
 * Stores an upload within its caller's quotas, refusing it (429) before reading its body once one is
 * used up: a file counted for the network or the account and, without a session, its bytes held
 * beforehand, so uploads at the same moment cannot pass the network's hourly bytes together.
 */
export async function storeUnderQuota(
  c: Context<AppEnv>,
  declaredBytes: number,
  store: () => Promise<UploadBody>,
): Promise<UploadBody> {
  const who = uploader(c);
  if (!who) return store();
  await enforceRateLimit(c, who.rule, who.subject);
  if (c.var.session) return store();
  return underCeiling(c, anonymousBytes, who.subject, heldBytes(declaredBytes), store, (file) => file.size);
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

/**
 * Files a ticket within its inbox's hourly allowance of files sent without a session, refusing it
 * (429) before anything is written: its files held beforehand, given back if the ticket is not filed.
 */
export async function fileUnderInboxQuota<Result>(
  c: Context<AppEnv>,
  inbox: string,
  files: number,
  file: () => Promise<Result>,
): Promise<Result> {
  if (c.var.session) return file();
  return underCeiling(c, anonymousFilesPerInbox, inbox, files, file);
}
