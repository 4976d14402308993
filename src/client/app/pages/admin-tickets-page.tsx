import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { TicketDesk } from '#client/features/admin/components/ticket-desk.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminTicketsPage() {
  const { admin } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${admin.desk.title} — ${productName}`);
  return (
    <AdminGate>
      <TicketDesk />
    </AdminGate>
  );
}
