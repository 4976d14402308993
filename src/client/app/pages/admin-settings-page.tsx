import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { AdminsOnly } from '#client/features/admin/components/admins-only.tsx';
import { DeskSettingsPage } from '#client/features/admin/components/desk-settings-page.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminSettingsPage() {
  const { deskSettings } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${deskSettings.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminsOnly>
        <DeskSettingsPage />
      </AdminsOnly>
    </AdminGate>
  );
}
