import type { Database } from '#server/db/client.ts';
import type { mailOutbox } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import { replyMarkers } from '#shared/reply-markers.ts';
import { pagePaths } from '#shared/routes.ts';
import type { MailData } from './mail-message.ts';
import { mailMessages } from './mail-messages.ts';
import { noticeSubscription } from './notice-subscription.ts';
import { type RenderedMail, renderMail } from './render-mail.tsx';
import { siteLink } from './site-links.ts';
import { isAnswerable } from './thread/reply-marker.ts';
import { signTurnOff } from './turn-off-link.ts';

type OutboxRow = Pick<typeof mailOutbox.$inferSelect, 'kind' | 'recipient' | 'language' | 'ticketId'> & {
  data: MailData;
};

/**
 * An outbox message as its recipient gets it, signed with the organisation's contact details, with a notice's turn-off link signed for them (returned
 * too, for its List-Unsubscribe header) and, when it can be answered, the reply marker on top.
 */
export async function renderOutboxMail(
  db: Database,
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT' | 'SUPPORT_ADDRESS'>,
  row: OutboxRow,
  /** The organisation and its contact details, from the settings as they are now (mail-contact.ts). */
  contact?: string[],
): Promise<RenderedMail & { turnOffLink: string | undefined }> {
  // An unconfirmed address has no settings to turn off; its notice offers 'This wasn't me' instead.
  const subscription = row.data.notMine ? undefined : noticeSubscription(row.kind, row.recipient);
  const turnOffLink =
    subscription &&
    siteLink(env, pagePaths.turnOffMail, row.language, { token: await signTurnOff(db, subscription) });
  const marker = isAnswerable(env.SUPPORT_ADDRESS, row) ? replyMarkers[row.language] : undefined;
  const mail = await renderMail(
    mailMessages[row.kind],
    row.data,
    { product: env.PRODUCT_NAME, language: row.language, contact },
    turnOffLink,
    marker,
  );
  return { ...mail, turnOffLink };
}
