import type { ReactNode } from 'react';
import { DeskSessionProvider, useDeskSession } from '#client/lib/session/desk-session.tsx';
import { adminKeys } from '../api.ts';
import { AdminLogin } from './admin-login.tsx';

function SignedInOnly({ children }: { children: ReactNode }) {
  const { session } = useDeskSession();
  return session ? children : <AdminLogin />;
}

/** The admin pages show their content to a signed-in admin and the login form to anyone else. */
export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <DeskSessionProvider account="admin" cacheKey={adminKeys.all}>
      <SignedInOnly>{children}</SignedInOnly>
    </DeskSessionProvider>
  );
}
