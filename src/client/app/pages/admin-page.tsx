import { lazy, Suspense } from 'react';
import { PageLoading } from '#client/app/page-loading.tsx';
import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import type { AccountMessages } from '#client/locales/en/account.ts';

// Loaded once an admin is signed in, so the login card is usable without the dashboard's code.
const AdminDashboard = lazy(() =>
  import('#client/features/admin/components/admin-dashboard.tsx').then((module) => ({
    default: module.AdminDashboard,
  })),
);

export function adminPageTitle({ admin }: AccountMessages, product: string): string {
  return `${admin.dashboard.title} — ${product}`;
}

export function AdminPage() {
  const messages = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(adminPageTitle(messages, productName));
  return (
    <AdminGate>
      <Suspense fallback={<PageLoading />}>
        <AdminDashboard />
      </Suspense>
    </AdminGate>
  );
}
