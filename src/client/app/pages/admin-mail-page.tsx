import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { AdminsOnly } from '#client/features/admin/components/admins-only.tsx';
import { Outbox } from '#client/features/admin/components/outbox.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminMailPage() {
  const { admin } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${admin.mail.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminsOnly>
        <Outbox />
      </AdminsOnly>
    </AdminGate>
  );
}
