import { Inbox, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/desk-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { useAdminTickets } from '../api.ts';
import { useDeskQuery } from '../use-desk-query.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminTicketCard } from './admin-ticket-card.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { DeskFilters } from './desk-filters.tsx';
import { DeskPagination } from './desk-pagination.tsx';
import { RefreshingStatus } from './refreshing-status.tsx';
import { StatusCounts } from './status-counts.tsx';

/** /admin/tickets: search, filter, counts and every ticket, a page at a time. */
export function TicketDesk() {
  const { admin: t } = useMessages();
  const desk = useDeskQuery();
  const list = useAdminTickets(desk.query);
  const lost = useEndSessionOnLoss(list.error);
  const failed = list.isError && !lost;

  useEffect(() => {
    if (failed) showToast('error', t.toast.errorTitle, t.toast.loadFailed);
  }, [failed, t]);

  const filtered = Boolean(desk.query.search || desk.query.status);
  const data = list.data;

  return (
    <>
      <AdminHeader title={t.desk.title} subtitle={t.desk.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <StatusCounts counts={data?.counts} />
        <DeskFilters
          search={desk.searchInput}
          onSearchChange={desk.setSearchInput}
          status={desk.query.status}
          onStatusChange={desk.setStatus}
        />
        {failed && !data ? (
          <div role="alert" className="rounded-xl border border-destructive/40 bg-red-50 p-6 text-center">
            <p className="font-semibold text-destructive">{t.desk.loadFailed}</p>
            <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
              {t.desk.retry}
            </Button>
          </div>
        ) : !data ? (
          <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            {t.desk.loading}
          </p>
        ) : data.tickets.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border bg-white px-6 py-12 text-center">
            <Inbox aria-hidden="true" className="mx-auto size-10 text-stone-400" />
            <p className="mt-3 text-lg font-semibold">{t.desk.emptyTitle}</p>
            <p className="mt-1 text-muted-foreground">{filtered ? t.desk.emptyFiltered : t.desk.emptyNone}</p>
          </div>
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
    </>
  );
}
