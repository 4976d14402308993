import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { AuditPage } from '#shared/schemas/audit.ts';

/** Previous / Next: the trail is not counted (it only grows), so Next follows `hasMore`. */
export function AuditPagination({ data, onPage }: { data: AuditPage; onPage: (page: number) => void }) {
  const { admin: t } = useAccountMessages();
  const { page, hasMore } = data;
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t.audit.pagination} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t.desk.previous}
      </Button>
      <span className="text-sm tabular-nums">{t.desk.page(page)}</span>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t.desk.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
