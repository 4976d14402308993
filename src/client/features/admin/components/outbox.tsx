import { Info, Mail } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useOutbox } from '../api.ts';
import { AdminHeader } from './admin-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from './list-states.tsx';
import { OutboxMail } from './outbox-mail.tsx';
import { PageSteps } from './page-steps.tsx';
import { ReceivedMailList } from './received-mail-list.tsx';
import { RefreshingStatus } from './refreshing-status.tsx';

function pageIn(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /admin/mail: every message the product wrote, newest first, with whether it left. */
export function Outbox() {
  const { admin: t } = useAccountMessages();
  const [params, setParams] = useSearchParams();
  const page = pageIn(params);
  const list = useOutbox(page);
  const lost = useEndSessionOnLoss(list.error);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const setPage = (next: number) => setParams(next > 1 ? [['page', String(next)]] : [], { replace: true });

  return (
    <>
      <AdminHeader title={t.mail.title} subtitle={t.mail.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        {data && !data.delivering && (
          <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="grid gap-1">
              <p className="font-medium">{t.mail.notDelivering}</p>
              <p>{t.mail.linksNote}</p>
            </div>
          </div>
        )}
        {list.isError && !lost && !data ? (
          <ListLoadFailed
            message={t.mail.loadFailed}
            retry={t.desk.retry}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <ListLoading label={t.mail.loading} />
        ) : data.mails.length === 0 ? (
          <ListEmpty Icon={Mail} title={t.mail.emptyTitle} text={t.mail.emptyText} />
        ) : (
          <section aria-label={t.mail.list} aria-busy={list.isPlaceholderData} className="grid gap-3">
            <RefreshingStatus active={list.isPlaceholderData} label={t.mail.loading} />
            <ul className="grid gap-3">
              {data.mails.map((mail) => (
                <li key={mail.id}>
                  <OutboxMail mail={mail} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {data && pages > 1 && (
          <PageSteps label={t.mail.pagination} page={page} pages={pages} onPage={setPage} />
        )}
        <ReceivedMailList />
      </main>
    </>
  );
}
