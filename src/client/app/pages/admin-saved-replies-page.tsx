import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { AdminsOnly } from '#client/features/admin/components/admins-only.tsx';
import { SavedRepliesPage } from '#client/features/admin/components/saved-replies-page.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminSavedRepliesPage() {
  const { team } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${team.savedPage.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminsOnly>
        <SavedRepliesPage />
      </AdminsOnly>
    </AdminGate>
  );
}
