import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { AdminsOnly } from '#client/features/admin/components/admins-only.tsx';
import { TeamPage } from '#client/features/admin/components/team-page.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function AdminTeamPage() {
  const { team } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(`${team.title} — ${productName}`);
  return (
    <AdminGate>
      <AdminsOnly>
        <TeamPage />
      </AdminsOnly>
    </AdminGate>
  );
}
