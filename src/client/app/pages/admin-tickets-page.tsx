import { AdminGate } from '../../features/admin/components/admin-gate.tsx';
import { TicketDesk } from '../../features/admin/components/ticket-desk.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import { useSiteConfig } from '../../lib/site-config.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminTicketsPage() {
  const { admin } = useMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${admin.desk.title} — ${productName}`);
  return (
    <AdminGate>
      <TicketDesk />
    </AdminGate>
  );
}
