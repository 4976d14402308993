import { useId, useState } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useInboundMail } from '../api.ts';
import { ListLoadFailed } from './list-states.tsx';
import { PageSteps } from './page-steps.tsx';
import { ReceivedMail } from './received-mail.tsx';

/** /admin/mail's inbound side: shown once mail is read (IMAP_URL or INBOUND_SECRET) or has come. */
export function ReceivedMailList() {
  const { admin: t, inbound: i } = useAccountMessages();
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useInboundMail(page);
  const lost = useEndSessionOnLoss(list.error);
  const data = list.data;
  if (list.isError && !lost && !data)
    return <ListLoadFailed message={i.loadFailed} retry={t.desk.retry} onRetry={() => void list.refetch()} />;
  if (!data || (!data.receiving && data.total === 0)) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={list.isPlaceholderData} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {i.title}
        </h2>
        <p className="text-sm text-muted-foreground">{i.intro}</p>
      </div>
      {data.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{i.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {data.messages.map((message) => (
            <li key={message.id}>
              <ReceivedMail message={message} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <PageSteps label={i.pagination} page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}
