import { History } from 'lucide-react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useAuditEntries } from '../api.ts';
import { useAuditQuery } from '../use-audit-query.ts';
import { AdminHeader } from './admin-header.tsx';
import { AuditEntryRow } from './audit-entry-row.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { AuditPagination } from './audit-pagination.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from './list-states.tsx';
import { RefreshingStatus } from './refreshing-status.tsx';

/** /admin/audit: the audit trail, newest first, by kind and by person. */
export function AuditTrail() {
  const { admin: t } = useAccountMessages();
  const audit = useAuditQuery();
  const list = useAuditEntries(audit.query);
  const lost = useEndSessionOnLoss(list.error);
  const data = list.data;
  const filtered = Boolean(audit.query.kind || audit.query.person);

  return (
    <>
      <AdminHeader title={t.audit.title} subtitle={t.audit.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <AuditFilters
          kind={audit.query.kind}
          onKindChange={audit.setKind}
          person={audit.query.person}
          onPersonChange={audit.setPerson}
        />
        {list.isError && !lost && !data ? (
          <ListLoadFailed
            message={t.audit.loadFailed}
            retry={t.desk.retry}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <ListLoading label={t.audit.loading} />
        ) : data.entries.length === 0 ? (
          <ListEmpty
            Icon={History}
            title={t.audit.emptyTitle}
            text={filtered ? t.audit.emptyFiltered : t.audit.emptyNone}
          />
        ) : (
          <section
            aria-label={t.audit.caption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-busy={list.isPlaceholderData}
            className="overflow-x-auto rounded-xl border border-border bg-white px-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <RefreshingStatus active={list.isPlaceholderData} label={t.audit.loading} />
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption className="sr-only">{t.audit.caption}</caption>
              <thead>
                <tr className="text-muted-foreground">
                  {Object.values(t.audit.columns).map((column) => (
                    <th key={column} scope="col" className="py-3 pr-4 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <AuditEntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </section>
        )}
        {data && <AuditPagination data={data} onPage={audit.setPage} />}
      </main>
    </>
  );
}
