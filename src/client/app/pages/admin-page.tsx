import { lazy, Suspense } from 'react';
import { PageLoading } from '#client/app/page-loading.tsx';
import { AdminGate } from '#client/features/admin/components/admin-gate.tsx';
import { useAdminPageTitle } from '#client/features/admin/use-admin-page-title.ts';

// Loaded once an admin is signed in, so the login card is usable without the dashboard's code.
const AdminDashboard = lazy(() =>
  import('#client/features/admin/components/admin-dashboard.tsx').then((module) => ({
    default: module.AdminDashboard,
  })),
);

export function AdminPage() {
  useAdminPageTitle();
  return (
    <AdminGate>
      <Suspense fallback={<PageLoading />}>
        <AdminDashboard />
      </Suspense>
    </AdminGate>
  );
}
