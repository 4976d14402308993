import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useAdminSessionCheck } from '../api.ts';
import { AdminHeader } from './admin-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { ListEmpty, ListLoading } from './list-states.tsx';

/**
 * A page only admins may open (the team, analytics, the outbox, the audit trail): an agent is told so instead of
 * calling an API that refuses them (which the pages would take for a lost session).
 */
export function AdminsOnly({ children }: { children: ReactNode }) {
  const { team: t } = useAccountMessages();
  const check = useAdminSessionCheck();
  useEndSessionOnLoss(check.error);
  const role = check.data?.session.role;
  if (role === 'admin') return children;
  return (
    <>
      <AdminHeader title={t.adminsOnlyTitle} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        {check.data ? (
          <ListEmpty Icon={ShieldAlert} title={t.adminsOnlyTitle} text={t.adminsOnlyText} />
        ) : (
          <ListLoading label={t.checking} />
        )}
      </main>
    </>
  );
}
