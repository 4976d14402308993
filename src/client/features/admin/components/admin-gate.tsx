import type { ReactNode } from 'react';
import { useForgetQueries } from '#client/lib/query-client.ts';
import { AccountSessionProvider, useAccountSession } from '#client/lib/session/account-session.tsx';
import { adminKeys } from '../api.ts';
import { AdminLogin } from './admin-login.tsx';

function SignedInOnly({ children }: { children: ReactNode }) {
  const { session } = useAccountSession();
  return session ? children : <AdminLogin />;
}

/** The admin pages show their content to a signed-in admin and the login form to anyone else. */
export function AdminGate({ children }: { children: ReactNode }) {
  const forgetDesk = useForgetQueries(adminKeys.all);
  return (
    <AccountSessionProvider account="admin" forgetCache={forgetDesk}>
      <SignedInOnly>{children}</SignedInOnly>
    </AccountSessionProvider>
  );
}
