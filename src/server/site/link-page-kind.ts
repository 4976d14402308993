import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { usableConfirmationLink, usableResetLink } from '#server/features/auth/index.ts';
import { linkUsePerAddress } from '#server/features/mail/index.ts';
import { HttpError } from '#server/http/http-error.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { type DeadLinkKind, deadLinkKind, type LinkPageKind } from '#shared/prerendered-pages.ts';
import { linkTokenRequestSchema } from '#shared/schemas/email-links.ts';

const usableLink: Record<LinkPageKind, (db: Database, token: string, now: Date) => Promise<unknown>> = {
  'confirm-email': usableConfirmationLink,
  'reset-password': usableResetLink,
};

/**
 * Which drawing of an emailed link's page to send: the dead link when the server knows the link is dead,
 * so the page a visitor sees first is the one they keep. The look-up counts as opening the link, as the
 * page's own check does; past the limit, or with the database away, the page is sent unchecked.
 */
export async function linkPageKind(
  c: Context<AppEnv>,
  kind: LinkPageKind,
): Promise<LinkPageKind | DeadLinkKind> {
  const token = c.req.query('token') ?? '';
  if (!linkTokenRequestSchema.safeParse({ token }).success) return deadLinkKind(kind);
  try {
    await enforceRateLimit(c, linkUsePerAddress, clientAddress(c));
    const { db, now } = c.var.deps;
    return (await usableLink[kind](db, token, now())) ? kind : deadLinkKind(kind);
  } catch (error) {
    // The page can still be sent: its own check then says what went wrong and offers to try again.
    if (!(error instanceof HttpError && error.status === 429)) {
      c.var.log.warn({ err: error }, 'link page sent unchecked: its token could not be looked up');
    }
    return kind;
  }
}
