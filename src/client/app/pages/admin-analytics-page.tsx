import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { AdminsOnly } from '#client/features/admin/components/admins-only.tsx';
import { AnalyticsDashboard } from '#client/features/admin/components/analytics-dashboard.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminAnalyticsPage() {
  const { analytics } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${analytics.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminsOnly>
        <AnalyticsDashboard />
      </AdminsOnly>
    </AdminGate>
  );
}
