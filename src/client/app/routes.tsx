import type { ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { HomePage } from '#client/app/pages/home-page.tsx';
import { NotFoundPage } from '#client/app/pages/not-found-page.tsx';
import { publicMessages } from '#client/lib/public-messages.tsx';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import { type LazyPage, lazyPage } from './lazy-page.tsx';
import { RootLayout } from './root-layout.tsx';

const AccountLayout = lazyPage<{ children: ReactNode }>(() =>
  import('#client/app/layouts/account-layout.tsx').then((module) => module.AccountLayout),
);

/** The pages inside AccountLayout, by path; each loads its code on first visit. */
const accountPages = new Map<string, LazyPage>([
  [pagePaths.myTickets, lazyPage(() => import('./pages/portal-page.tsx').then((m) => m.PortalPage))],
  [pagePaths.admin, lazyPage(() => import('./pages/admin-page.tsx').then((m) => m.AdminPage))],
  [
    pagePaths.adminTickets,
    lazyPage(() => import('./pages/admin-tickets-page.tsx').then((m) => m.AdminTicketsPage)),
  ],
  [
    pagePaths.adminAudit,
    lazyPage(() => import('./pages/admin-audit-page.tsx').then((m) => m.AdminAuditPage)),
  ],
  [pagePaths.adminMail, lazyPage(() => import('./pages/admin-mail-page.tsx').then((m) => m.AdminMailPage))],
  [pagePaths.adminTeam, lazyPage(() => import('./pages/admin-team-page.tsx').then((m) => m.AdminTeamPage))],
  [
    pagePaths.adminSavedReplies,
    lazyPage(() => import('./pages/admin-saved-replies-page.tsx').then((m) => m.AdminSavedRepliesPage)),
  ],
  [pagePaths.joinTeam, lazyPage(() => import('./pages/join-team-page.tsx').then((m) => m.JoinTeamPage))],
  [
    pagePaths.adminAnalytics,
    lazyPage(() => import('./pages/admin-analytics-page.tsx').then((m) => m.AdminAnalyticsPage)),
  ],
  [
    pagePaths.adminAccount,
    lazyPage(() => import('./pages/admin-account-page.tsx').then((m) => m.AdminAccountPage)),
  ],
  [
    pagePaths.adminSettings,
    lazyPage(() => import('./pages/admin-settings-page.tsx').then((m) => m.AdminSettingsPage)),
  ],
  [
    pagePaths.confirmEmail,
    lazyPage(() => import('./pages/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage)),
  ],
  [
    pagePaths.resetPassword,
    lazyPage(() => import('./pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
  ],
  [
    pagePaths.turnOffMail,
    lazyPage(() => import('./pages/turn-off-mail-page.tsx').then((m) => m.TurnOffMailPage)),
  ],
  [pagePaths.notMine, lazyPage(() => import('./pages/not-mine-page.tsx').then((m) => m.NotMinePage))],
  [
    pagePaths.satisfaction,
    lazyPage(() => import('./pages/satisfaction-page.tsx').then((m) => m.SatisfactionPage)),
  ],
]);

/** Loads the code and strings `path`'s page renders with, so it is prerendered or hydrated without suspending. */
export function preloadPage(path: string, language: Language): Promise<unknown> {
  const Page = accountPages.get(path);
  if (!Page) return path === pagePaths.home ? publicMessages.load(language) : Promise.resolve();
  // Imported here, the account catalog's loader would join the landing page's first load.
  const accountMessages = import('#client/lib/account-messages.tsx').then((catalog) =>
    catalog.loadAccountMessages(language),
  );
  return Promise.all([
    AccountLayout.preload(),
    Page.preload(),
    accountMessages,
    publicMessages.load(language),
  ]);
}

/** Every account page in one AccountLayout element in one place, so moving between them keeps it mounted. */
function AccountPageOrNotFound() {
  const [path] = useLocation();
  const Page = accountPages.get(path);
  if (!Page) return <NotFoundPage />;
  return (
    <AccountLayout>
      <Page />
    </AccountLayout>
  );
}

/** The one route table. The landing page and 404 are imported eagerly, the account pages load their code. */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        <Route path={pagePaths.home}>
          <HomePage />
        </Route>
        <Route>
          <AccountPageOrNotFound />
        </Route>
      </Switch>
    </RootLayout>
  );
}
