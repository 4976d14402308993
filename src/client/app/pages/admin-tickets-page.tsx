import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { TicketDesk } from '#client/features/admin/components/ticket-desk.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

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
