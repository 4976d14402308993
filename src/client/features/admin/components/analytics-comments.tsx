import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { AnalyticsComment } from '#shared/schemas/analytics.ts';
import { ticketReference } from '#shared/short-ticket-id.ts';
import type { AnalyticsFormat } from './analytics-format.ts';

/** The period's newest comments left with an answer to 'How did we do?'. */
export function CommentsList({
  comments,
  format,
}: {
  comments: AnalyticsComment[];
  format: AnalyticsFormat;
}) {
  const { analytics: t } = useAccountMessages();
  return (
    <section aria-labelledby="analytics-comments" className="grid gap-3">
      <h2 id="analytics-comments" className="text-xl font-semibold">
        {t.comments.heading}
      </h2>
      {comments.length === 0 ? (
        <p className="text-muted-foreground">{t.comments.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {comments.map((comment) => (
            <li key={comment.ticketId} className="grid gap-1 rounded-xl border border-border bg-white p-4">
              <p className="text-sm text-muted-foreground">
                {t.comments.rating[comment.rating]} · {format.date(comment.answeredAt.slice(0, 10))} ·{' '}
                {t.comments.ticket(ticketReference(comment.ticketId))}
              </p>
              <p className="whitespace-pre-line break-words">{comment.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
