import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { OwnAccountPage } from '#client/features/admin/components/own-account-page.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminAccountPage() {
  const { ownAccount } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${ownAccount.title} — ${productName}`);
  return (
    <AdminGate>
      <OwnAccountPage />
    </AdminGate>
  );
}
