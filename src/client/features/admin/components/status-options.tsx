import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ticketStatuses } from '#shared/constants.ts';

/** The four statuses as <option>s, named as the filter and the status dropdown show them. */
export function StatusOptions() {
  const { admin: t } = useAccountMessages();
  return ticketStatuses.map((value) => (
    <option key={value} value={value}>
      {t.statusOptions[value]}
    </option>
  ));
}
