import { Badge } from '#client/components/ui/badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { MailState } from '#shared/constants.ts';
import type { OutboxMail as Mail } from '#shared/schemas/mail.ts';
import { LinkedText } from './linked-text.tsx';

const stateBadge = {
  kept: 'grey',
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  bounced: 'red',
} as const satisfies Record<MailState, string>;

/** One outbox message: its subject, state, to whom and when, the last error, and its text to open. */
export function OutboxMail({ mail }: { mail: Mail }) {
  const { admin: t } = useAccountMessages();
  const { language } = useLanguage();
  const titleId = `mail-${mail.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-2 rounded-xl border border-border bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-semibold break-words">
          {mail.subject}
        </h2>
        <Badge variant={stateBadge[mail.state]}>{t.mail.states[mail.state]}</Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="break-all">{t.mail.to(mail.recipient)}</span>
        <span>{t.mail.kinds[mail.kind]}</span>
        <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt, language)}</time>
        {mail.sentAt && <span>{t.mail.sentAt(formatDateTime(mail.sentAt, language))}</span>}
        {mail.attempts > 0 && mail.state !== 'sent' && <span>{t.mail.attempts(mail.attempts)}</span>}
      </p>
      {mail.lastError && mail.state !== 'sent' && (
        <p className="break-words text-sm text-red-800">{t.mail.lastError(mail.lastError)}</p>
      )}
      {mail.text === null ? (
        <p className="text-sm text-muted-foreground">{t.mail.textGone}</p>
      ) : (
        <details className="group rounded-lg border border-border">
          <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring">
            {t.mail.showText}
          </summary>
          <div className="border-t border-border px-3 py-3 font-mono text-sm whitespace-pre-wrap break-words">
            <LinkedText text={mail.text} />
          </div>
        </details>
      )}
    </article>
  );
}
