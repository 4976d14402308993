import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useInboundMail } from '../api.ts';
import { ListLoadFailed } from './list-states.tsx';
import { ReceivedMail } from './received-mail.tsx';

/** /admin/mail's inbound side: shown once mail is read (IMAP_URL or INBOUND_SECRET) or has come. */
export function ReceivedMailList() {
  const { admin: t } = useAccountMessages();
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useInboundMail(page);
  const lost = useEndSessionOnLoss(list.error);
  const data = list.data;
  if (list.isError && !lost && !data)
    return (
      <ListLoadFailed
        message={t.inbound.loadFailed}
        retry={t.desk.retry}
        onRetry={() => void list.refetch()}
      />
    );
  if (!data || (!data.receiving && data.total === 0)) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={list.isPlaceholderData} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t.inbound.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.inbound.intro}</p>
      </div>
      {data.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.inbound.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {data.messages.map((message) => (
            <li key={message.id}>
              <ReceivedMail message={message} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t.inbound.pagination} className="flex items-center justify-end gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t.desk.previous}
          </Button>
          <span className="text-sm tabular-nums">{t.desk.pageOf(page, pages)}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.desk.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </section>
  );
}
