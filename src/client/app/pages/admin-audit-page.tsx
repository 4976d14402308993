import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { AdminsOnly } from '#client/features/admin/components/admins-only.tsx';
import { AuditTrail } from '#client/features/admin/components/audit-trail.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminAuditPage() {
  const { admin } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${admin.audit.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminsOnly>
        <AuditTrail />
      </AdminsOnly>
    </AdminGate>
  );
}
