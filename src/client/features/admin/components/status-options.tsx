import { ticketStatuses } from '#shared/ticket-statuses.ts';
import { useMessages } from '../../../lib/i18n.tsx';

/** The four statuses as <option>s, named as the filter and the status dropdown show them. */
export function StatusOptions() {
  const { admin: t } = useMessages();
  return ticketStatuses.map((value) => (
    <option key={value} value={value}>
      {t.statusOptions[value]}
    </option>
  ));
}
