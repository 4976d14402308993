import { ArrowRight, BarChart3, History, Mail, Ticket, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useAccountSession, useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { pagePaths } from '#shared/routes.ts';
import { useAdminSessionCheck } from '../api.ts';
import { AdminHeader } from './admin-header.tsx';
import { DashboardLink } from './dashboard-link.tsx';
import { NotificationsSetting } from './notifications-setting.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** /admin once signed in: the welcome, the three cards (one coming soon) and Getting Started. */
export function AdminDashboard() {
  const { admin: t, analytics } = useAccountMessages();
  const { session } = useAccountSession();
  // The mirror says signed in; the server may disagree (expired, signed out in another tab).
  useEndSessionOnLoss(useAdminSessionCheck().error);
  const soon = [{ title: t.dashboard.userManagement, text: t.dashboard.userManagementText, Icon: Users }];
  return (
    <>
      <AdminHeader title={t.dashboard.title} subtitle={t.dashboard.welcome(session?.email ?? '')} />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <section className="grid gap-4 md:grid-cols-3">
          <Card tone="accent" className="flex flex-col">
            <CardHeader>
              <Ticket aria-hidden="true" className="size-8 text-maple-600" />
              <h2 className="text-lg font-semibold leading-tight">{t.dashboard.manageTickets}</h2>
              <CardDescription>{t.dashboard.manageTicketsText}</CardDescription>
            </CardHeader>
            <CardContent className="mt-auto">
              <Button asChild className="w-full">
                <Link to={pagePaths.adminTickets}>
                  {t.dashboard.openTickets}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
          <Card tone="accent" className="flex flex-col">
            <CardHeader>
              <BarChart3 aria-hidden="true" className="size-8 text-maple-600" />
              <h2 className="text-lg font-semibold leading-tight">{t.dashboard.analytics}</h2>
              <CardDescription>{t.dashboard.analyticsText}</CardDescription>
            </CardHeader>
            <CardContent className="mt-auto">
              <Button asChild className="w-full">
                <Link to={pagePaths.adminAnalytics}>
                  {analytics.open}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardContent>
          </Card>
          {soon.map(({ title, text, Icon }) => (
            <Card key={title} aria-disabled="true" tone="muted" className="flex flex-col">
              <CardHeader>
                <Icon aria-hidden="true" className="size-8 text-stone-400" />
                <h2 className="text-lg font-semibold leading-tight">{title}</h2>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <Badge variant="grey">{t.dashboard.comingSoon}</Badge>
              </CardContent>
            </Card>
          ))}
        </section>
        <TwoFactorCard />
        <NotificationsSetting />
        <DashboardLink
          Icon={History}
          title={t.dashboard.auditTrail}
          text={t.dashboard.auditTrailText}
          action={t.dashboard.openAuditTrail}
          to={pagePaths.adminAudit}
        />
        <DashboardLink
          Icon={Mail}
          title={t.dashboard.outbox}
          text={t.dashboard.outboxText}
          action={t.dashboard.openOutbox}
          to={pagePaths.adminMail}
        />
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
