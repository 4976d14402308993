import { Inbox, LoaderCircle } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useFocusOnce } from '#client/lib/use-focus-once.ts';
import { useMyTickets } from '../queries.ts';
import { useQueryFailure } from '../use-query-failure.ts';
import { TicketListItem } from './ticket-list-item.tsx';
import { TicketPagination } from './ticket-pagination.tsx';

interface TicketListProps {
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (id: string) => void;
  /** The ticket the customer just came back from: its View Details button takes the focus. */
  returnFocusTo: string | null;
}

/** The customer's tickets, newest first, a page at a time. */
export function TicketList({ page, onPageChange, onOpen, returnFocusTo }: TicketListProps) {
  const { portal: t } = useAccountMessages();
  const query = useMyTickets(page);
  const { sessionLost } = useQueryFailure(query.error, query.isError, t.toast.fetchFailed);
  const returnButton = useRef<HTMLButtonElement>(null);
  useFocusOnce(returnButton);

  if (query.isPending || sessionLost) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t.list.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-center gap-3 py-12 text-center">
        <p>{t.list.failed}</p>
        <Button variant="outline" onClick={() => query.refetch()}>
          {t.list.retry}
        </Button>
      </div>
    );
  }
  const { tickets, total, pageSize } = query.data;
  if (total === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-4 py-12 text-center">
        <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
        <h3 className="text-lg font-semibold">{t.list.emptyTitle}</h3>
        <p className="text-sm text-muted-foreground">{t.list.empty}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {tickets.map((ticket) => (
          <TicketListItem
            key={ticket.id}
            ticket={ticket}
            onOpen={onOpen}
            buttonRef={ticket.id === returnFocusTo ? returnButton : undefined}
          />
        ))}
      </ul>
      <TicketPagination page={page} pages={Math.ceil(total / pageSize)} onPageChange={onPageChange} />
    </div>
  );
}
