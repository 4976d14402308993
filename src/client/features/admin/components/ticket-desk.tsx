import { Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { useAdminTickets } from '../api.ts';
import { useDeskQuery } from '../use-desk-query.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminTicketCard } from './admin-ticket-card.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { DeskFilters } from './desk-filters.tsx';
import { DeskPagination } from './desk-pagination.tsx';
import { DeskViews } from './desk-views.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from './list-states.tsx';
import { RefreshingStatus } from './refreshing-status.tsx';
import { LinkedTicketDialog } from './respond-dialog.tsx';
import { StatusCounts } from './status-counts.tsx';

/** /admin/tickets: search, filter, counts and every ticket, a page at a time. */
export function TicketDesk() {
  const { admin: t } = useAccountMessages();
  const desk = useDeskQuery();
  const list = useAdminTickets(desk.query);
  const lost = useEndSessionOnLoss(list.error);
  const failed = list.isError && !lost;

  useEffect(() => {
    if (failed) showToast('error', t.toast.errorTitle, t.toast.loadFailed);
  }, [failed, t]);

  const filtered = Boolean(desk.query.search || desk.query.status || desk.query.view !== 'all');
  const data = list.data;

  return (
    <>
      <AdminHeader title={t.desk.title} subtitle={t.desk.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <StatusCounts counts={data?.counts} />
        <DeskViews view={desk.query.view} counts={data?.views} onChange={desk.setView} />
        <DeskFilters
          search={desk.searchInput}
          onSearchChange={desk.setSearchInput}
          status={desk.query.status}
          onStatusChange={desk.setStatus}
        />
        {failed && !data ? (
          <ListLoadFailed
            message={t.desk.loadFailed}
            retry={t.desk.retry}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <ListLoading label={t.desk.loading} />
        ) : data.tickets.length === 0 ? (
          <ListEmpty
            Icon={Inbox}
            title={t.desk.emptyTitle}
            text={filtered ? t.desk.emptyFiltered : t.desk.emptyNone}
          />
        ) : (
          <section aria-busy={list.isPlaceholderData} className="grid gap-4">
            <RefreshingStatus active={list.isPlaceholderData} label={t.desk.loading} />
            {data.tickets.map((ticket) => (
              <AdminTicketCard key={ticket.id} ticket={ticket} />
            ))}
          </section>
        )}
        {data && <DeskPagination data={data} onPage={desk.setPage} />}
      </main>
      <LinkedTicketDialog />
    </>
  );
}
