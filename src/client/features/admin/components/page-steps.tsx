import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';

interface PageStepsProps {
  /** The navigation's accessible name. */
  label: string;
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous and Next around 'Page 2 of 3', for a list that knows its number of pages. */
export function PageSteps({ label, page, pages, onPage }: PageStepsProps) {
  const { admin: t } = useAccountMessages();
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t.desk.previous}
      </Button>
      <span className="text-sm tabular-nums">{t.desk.pageOf(page, pages)}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.desk.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
