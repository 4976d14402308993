import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';

interface TicketPaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

export function TicketPagination({ page, pages, onPageChange }: TicketPaginationProps) {
  const { portal: t } = useAccountMessages();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.list.pages} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t.list.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-current="page">
        {t.list.pageOf(page, pages)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t.list.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
