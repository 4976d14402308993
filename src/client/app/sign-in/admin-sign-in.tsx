import { AdminLogin } from '#client/features/admin/components/admin-login.tsx';
import { useAdminPageTitle } from '#client/features/admin/use-admin-page-title.ts';

/** /admin signed out, as the sign-in client draws it. */
export function AdminSignIn() {
  useAdminPageTitle();
  return <AdminLogin />;
}
