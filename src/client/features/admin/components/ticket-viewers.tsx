import { Eye, PenLine } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { useTicketViewers } from '../use-ticket-presence.ts';

/** 'Ana and Bo', 'Ana et Bo': names joined as the page's language joins them. */
function useNameList() {
  const { language } = useLanguage();
  const format = new Intl.ListFormat(language, { type: 'conjunction' });
  return (names: string[]) => format.format(names);
}

/**
 * In a ticket's dialog: who else has it open, and who is typing a reply, said politely to screen
 * readers as it changes.
 */
export function TicketViewers({ ticketId }: { ticketId: string }) {
  const { admin: t } = useAccountMessages();
  const names = useNameList();
  const viewers = useTicketViewers(ticketId);
  const typing = viewers.filter((viewer) => viewer.typing).map((viewer) => viewer.name);
  return (
    <div role="status" aria-live="polite" className="grid gap-1 text-sm empty:hidden">
      {viewers.length > 0 && (
        <p className="flex items-center gap-2 text-blue-800">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          {t.presence.viewing(names(viewers.map((viewer) => viewer.name)))}
        </p>
      )}
      {typing.length > 0 && (
        <p className="flex items-center gap-2 text-blue-800">
          <PenLine aria-hidden="true" className="size-4 shrink-0" />
          {t.presence.typing(names(typing), typing.length)}
        </p>
      )}
    </div>
  );
}

/** On a desk ticket: the members who have it open now. */
export function OpenByBadge({ ticketId }: { ticketId: string }) {
  const { admin: t } = useAccountMessages();
  const names = useNameList();
  const viewers = useTicketViewers(ticketId);
  if (viewers.length === 0) return null;
  return (
    <Badge variant="blue">
      <Eye aria-hidden="true" />
      {t.presence.openBy(names(viewers.map((viewer) => viewer.name)))}
    </Badge>
  );
}
