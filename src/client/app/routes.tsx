import type { ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { HomePage } from '#client/app/pages/home-page.tsx';
import { NotFoundPage } from '#client/app/pages/not-found-page.tsx';
import { loadDeskMessages } from '#client/lib/desk-messages.tsx';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import { type LazyPage, lazyPage } from './lazy-page.tsx';
import { RootLayout } from './root-layout.tsx';

const DeskLayout = lazyPage<{ children: ReactNode }>(() =>
  import('#client/app/layouts/desk-layout.tsx').then((module) => module.DeskLayout),
);

/** The pages inside DeskLayout, by path; each loads its code on first visit. */
const deskPages = new Map<string, LazyPage>([
  [pagePaths.myTickets, lazyPage(() => import('./pages/my-tickets-page.tsx').then((m) => m.MyTicketsPage))],
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
]);

/** Loads the code and strings `path`'s page renders with, so it is prerendered or hydrated without suspending. */
export function preloadPage(path: string, language: Language): Promise<unknown> {
  const Page = deskPages.get(path);
  if (!Page) return Promise.resolve();
  return Promise.all([DeskLayout.preload(), Page.preload(), loadDeskMessages(language)]);
}

/** Every desk page in one DeskLayout element in the same place, so moving between them keeps it mounted. */
function DeskOrNotFound() {
  const [path] = useLocation();
  const Page = deskPages.get(path);
  if (!Page) return <NotFoundPage />;
  return (
    <DeskLayout>
      <Page />
    </DeskLayout>
  );
}

/** The one route table. The landing page and 404 are imported eagerly, the desk pages load their code. */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        <Route path={pagePaths.home}>
          <HomePage />
        </Route>
        <Route>
          <DeskOrNotFound />
        </Route>
      </Switch>
    </RootLayout>
  );
}
