import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { Outbox } from '#client/features/admin/components/outbox.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminMailPage() {
  const { admin } = useMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${admin.mail.title} — ${productName}`);
  return (
    <AdminGate>
      <Outbox />
    </AdminGate>
  );
}
