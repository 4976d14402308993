import {
  BarChart3,
  History,
  Mail,
  MessageSquareText,
  Settings,
  Ticket,
  UserRound,
  Users,
} from 'lucide-react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useAccountSession, useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { pagePaths } from '#shared/routes.ts';
import { useAdminSessionCheck } from '../api.ts';
import { useOwnAccount } from '../own-account-api.ts';
import { AdminHeader } from './admin-header.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { DashboardLink } from './dashboard-link.tsx';
import { FirstSignInSetup } from './first-sign-in-setup.tsx';
import { SystemStatus } from './system-status.tsx';

/**
 * /admin once signed in: the welcome, the three cards and Getting Started. An agent sees the ticket desk
 * and their own account; the team, analytics, settings, the audit trail and the outbox are the admins'.
 * The admin the first start made up is asked for a name and a real email before anything else.
 */
export function AdminDashboard() {
  const { admin: t, analytics, team, ownAccount, deskSettings } = useAccountMessages();
  const { session } = useAccountSession();
  // The mirror says signed in; the server may disagree (expired, signed out in another tab).
  const check = useAdminSessionCheck();
  useEndSessionOnLoss(check.error);
  const isAdmin = check.data?.session.role === 'admin';
  const account = useOwnAccount().data?.account;
  const header = (
    <AdminHeader title={t.dashboard.title} subtitle={t.dashboard.welcome(session?.email ?? '')} />
  );
  if (account?.generatedEmail && !account.pendingEmail) {
    return (
      <>
        {header}
        <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
          <FirstSignInSetup account={account} />
        </main>
      </>
    );
  }
  return (
    <>
      {header}
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <section className="grid gap-4 md:grid-cols-3">
          <DashboardCard
            primary
            Icon={Ticket}
            title={t.dashboard.manageTickets}
            text={t.dashboard.manageTicketsText}
            action={t.dashboard.openTickets}
            to={pagePaths.adminTickets}
          />
          {isAdmin && (
            <DashboardCard
              Icon={Users}
              title={t.dashboard.userManagement}
              text={t.dashboard.userManagementText}
              action={team.open}
              to={pagePaths.adminTeam}
            />
          )}
          {isAdmin && (
            <DashboardCard
              Icon={BarChart3}
              title={t.dashboard.analytics}
              text={t.dashboard.analyticsText}
              action={analytics.open}
              to={pagePaths.adminAnalytics}
            />
          )}
        </section>
        <DashboardLink
          Icon={UserRound}
          title={ownAccount.title}
          text={ownAccount.dashboardText}
          action={ownAccount.open}
          to={pagePaths.adminAccount}
        />
        {isAdmin && (
          <>
            <SystemStatus />
            <DashboardLink
              Icon={Settings}
              title={deskSettings.title}
              text={deskSettings.dashboardText}
              action={deskSettings.open}
              to={pagePaths.adminSettings}
            />
            <DashboardLink
              Icon={History}
              title={t.dashboard.auditTrail}
              text={t.dashboard.auditTrailText}
              action={t.dashboard.openAuditTrail}
              to={pagePaths.adminAudit}
            />
            <DashboardLink
              Icon={MessageSquareText}
              title={team.savedPage.title}
              text={team.savedPage.intro}
              action={team.savedPage.open}
              to={pagePaths.adminSavedReplies}
            />
            <DashboardLink
              Icon={Mail}
              title={t.dashboard.outbox}
              text={t.dashboard.outboxText}
              action={t.dashboard.openOutbox}
              to={pagePaths.adminMail}
            />
          </>
        )}
        <section aria-labelledby="getting-started" className="rounded-xl border border-border bg-white p-6">
          <h2 id="getting-started" className="text-xl font-semibold">
            {t.dashboard.gettingStarted}
          </h2>
          <p className="mt-1 text-muted-foreground">{t.dashboard.gettingStartedIntro}</p>
          <ol className="mt-5 grid gap-5 md:grid-cols-3">
            {t.dashboard.steps.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-maple-600 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </>
  );
}
