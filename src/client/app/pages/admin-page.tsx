import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx';
import { AdminGate } from '../../features/admin/components/admin-gate.tsx';
import { useMessages } from '../../lib/i18n.tsx';
import { useSiteConfig } from '../../lib/site-config.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function AdminPage() {
  const { admin } = useMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${admin.dashboard.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}
