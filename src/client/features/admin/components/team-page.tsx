import { Users } from 'lucide-react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useAccountSession, useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useTeam } from '../team-api.ts';
import { AdminHeader } from './admin-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { InviteMemberForm } from './invite-member-form.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from './list-states.tsx';
import { TeamMemberCard } from './team-member-card.tsx';

/** /admin/team: invite members, and change each one's role or access. Admins only. */
export function TeamPage() {
  const { team: t, admin } = useAccountMessages();
  const { session } = useAccountSession();
  const team = useTeam();
  const lost = useEndSessionOnLoss(team.error);
  const members = team.data?.members;
  return (
    <>
      <AdminHeader title={t.title} subtitle={t.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <InviteMemberForm />
        <section aria-labelledby="team-list" className="grid gap-3">
          <h2 id="team-list" className="text-lg font-semibold">
            {t.list}
          </h2>
          {team.isError && !lost && !members ? (
            <ListLoadFailed
              message={t.loadFailed}
              retry={admin.desk.retry}
              onRetry={() => void team.refetch()}
            />
          ) : !members ? (
            <ListLoading label={t.loading} />
          ) : members.length === 0 ? (
            <ListEmpty Icon={Users} title={t.list} text={t.intro} />
          ) : (
            <ul className="grid gap-3">
              {members.map((member) => (
                <li key={member.id}>
                  <TeamMemberCard member={member} isYou={member.email === session?.email} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
