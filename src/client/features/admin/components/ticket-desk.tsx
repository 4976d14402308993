import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { useAdminTickets } from '../api.ts';
import { useDeskLayout } from '../use-desk-layout.ts';
import { useDeskLive } from '../use-desk-live.ts';
import { useDeskQuery } from '../use-desk-query.ts';
import { useDeskShortcuts } from '../use-desk-shortcuts.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminTicketCard } from './admin-ticket-card.tsx';
import { AdminTicketRow } from './admin-ticket-row.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { CompactToggle } from './compact-toggle.tsx';
import { DeskFilters } from './desk-filters.tsx';
import { DeskOrderSelect } from './desk-order-select.tsx';
import { DeskPagination } from './desk-pagination.tsx';
import { DeskViews } from './desk-views.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from './list-states.tsx';
import { RefreshingStatus } from './refreshing-status.tsx';
import { LinkedTicketDialog } from './respond-dialog.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { StatusCounts } from './status-counts.tsx';

/** /admin/tickets: search, filter, counts and every ticket, a page at a time. */
export function TicketDesk() {
  const { admin: t } = useAccountMessages();
  const desk = useDeskQuery();
  const layout = useDeskLayout();
  const list = useAdminTickets(desk.query);
  useDeskLive();
  const listRef = useRef<HTMLElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchOrderId = useId();
  useDeskShortcuts(
    listRef,
    useCallback(() => setHelpOpen(true), []),
  );
  const lost = useEndSessionOnLoss(list.error);
  const failed = list.isError && !lost;

  useEffect(() => {
    if (failed) showToast('error', t.toast.errorTitle, t.toast.loadFailed);
  }, [failed, t]);

  const filtered = Boolean(desk.query.search || desk.query.status || desk.query.view !== 'all');
  const data = list.data;
  const Ticket = layout.compact ? AdminTicketRow : AdminTicketCard;
  // A search keeps its own order, whichever was chosen (docs/decisions/ticket-activity-order.md).
  const searchOrder = data && data.order !== desk.query.order;

  /** Another page: the reader starts again at the top of the list, with the focus there. */
  function turnPage(page: number) {
    desk.setPage(page);
    listRef.current?.scrollIntoView({ block: 'start' });
    listRef.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <AdminHeader title={t.desk.title} subtitle={t.desk.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <StatusCounts counts={data?.counts} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <DeskViews view={desk.query.view} counts={data?.views} onChange={desk.setView} />
          <DeskOrderSelect
            order={desk.query.order}
            onChange={desk.setOrder}
            describedBy={searchOrder ? searchOrderId : undefined}
          />
        </div>
        <DeskFilters
          search={desk.searchInput}
          onSearchChange={desk.setSearchInput}
          status={desk.query.status}
          onStatusChange={desk.setStatus}
        >
          <CompactToggle compact={layout.compact} onChange={layout.setCompact} />
          <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
        </DeskFilters>
        {searchOrder && (
          <p id={searchOrderId} className="-mt-3 text-sm text-muted-foreground">
            {t.desk.searchOrder}
          </p>
        )}
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
          <section
            ref={listRef}
            tabIndex={-1}
            aria-label={t.desk.listLabel}
            aria-busy={list.isPlaceholderData}
            className={clsx(
              'scroll-mt-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
              layout.compact
                ? 'rounded-xl border border-border bg-white px-0 pt-1 shadow-sm [&>[role=status]]:px-3'
                : 'grid gap-4',
            )}
          >
            <RefreshingStatus active={list.isPlaceholderData} label={t.desk.loading} />
            {data.tickets.map((ticket) => (
              <Ticket key={ticket.id} ticket={ticket} />
            ))}
          </section>
        )}
        {data && <DeskPagination data={data} onPage={turnPage} />}
      </main>
      <LinkedTicketDialog />
    </>
  );
}
