import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { countFormat } from '#client/lib/number-format.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';

/** Previous / Next with where we are; a capped search count ("1,000+") lets Next go on while pages are full. */
export function DeskPagination({
  data,
  onPage,
}: {
  data: AdminTicketListResponse;
  onPage: (page: number) => void;
}) {
  const { admin: t } = useAccountMessages();
  const { language } = useLanguage();
  const number = countFormat(language);
  const { page, pageSize, matching, matchingCapped, tickets } = data;
  if (tickets.length === 0) return null;
  const pages = Math.max(1, Math.ceil(matching / pageSize));
  const hasNext = matchingCapped ? tickets.length === pageSize : page < pages;
  const from = (page - 1) * pageSize + 1;
  const matchingText = `${number.format(matching)}${matchingCapped ? '+' : ''}`;
  return (
    <nav aria-label={t.desk.pagination} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        {t.desk.showing(from, from + tickets.length - 1, matchingText)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t.desk.previous}
        </Button>
        <span className="text-sm tabular-nums">
          {matchingCapped ? t.desk.page(page) : t.desk.pageOf(page, pages)}
        </span>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          {t.desk.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
