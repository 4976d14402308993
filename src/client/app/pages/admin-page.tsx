import { AdminDashboard } from '#client/features/admin/components/admin-dashboard.tsx';
import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminPage() {
  const { admin } = useDeskMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${admin.dashboard.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}
