import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from '#client/app/pages/home-page.tsx';
import { NotFoundPage } from '#client/app/pages/not-found-page.tsx';
import { pagePaths } from '#shared/routes.ts';
import { RootLayout } from './root-layout.tsx';

const AdminPage = lazy(() =>
  import('#client/app/pages/admin-page.tsx').then((module) => ({ default: module.AdminPage })),
);
const AdminAuditPage = lazy(() =>
  import('#client/app/pages/admin-audit-page.tsx').then((module) => ({ default: module.AdminAuditPage })),
);
const AdminTicketsPage = lazy(() =>
  import('#client/app/pages/admin-tickets-page.tsx').then((module) => ({ default: module.AdminTicketsPage })),
);
const AdminMailPage = lazy(() =>
  import('#client/app/pages/admin-mail-page.tsx').then((module) => ({ default: module.AdminMailPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('#client/app/pages/confirm-email-page.tsx').then((module) => ({ default: module.ConfirmEmailPage })),
);
const ResetPasswordPage = lazy(() =>
  import('#client/app/pages/reset-password-page.tsx').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const TurnOffMailPage = lazy(() =>
  import('#client/app/pages/turn-off-mail-page.tsx').then((module) => ({ default: module.TurnOffMailPage })),
);
const DeskLayout = lazy(() =>
  import('#client/app/layouts/desk-layout.tsx').then((module) => ({ default: module.DeskLayout })),
);
const MyTicketsPage = lazy(() =>
  import('#client/app/pages/my-tickets-page.tsx').then((module) => ({ default: module.MyTicketsPage })),
);

/**
 * The one route table. Prerendered pages (home, 404) are imported eagerly so they hydrate at once;
 * the others load their code on first visit (React.lazy). The desk pages share one DeskLayout element
 * in the same place, so moving between them keeps it mounted.
 */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        <Route path={pagePaths.home}>
          <HomePage />
        </Route>
        <Route path={pagePaths.myTickets}>
          <DeskLayout>
            <MyTicketsPage />
          </DeskLayout>
        </Route>
        <Route path={pagePaths.admin}>
          <DeskLayout>
            <AdminPage />
          </DeskLayout>
        </Route>
        <Route path={pagePaths.adminTickets}>
          <DeskLayout>
            <AdminTicketsPage />
          </DeskLayout>
        </Route>
        <Route path={pagePaths.adminAudit}>
          <DeskLayout>
            <AdminAuditPage />
          </DeskLayout>
        </Route>
        <Route path={pagePaths.adminMail}>
          <DeskLayout>
            <AdminMailPage />
          </DeskLayout>
        </Route>
        <Route path={pagePaths.confirmEmail}>
          <DeskLayout>
            <ConfirmEmailPage />
          </DeskLayout>
        </Route>
        <Route path={pagePaths.resetPassword}>
          <DeskLayout>
            <ResetPasswordPage />
          </DeskLayout>
        </Route>
        <Route path={pagePaths.turnOffMail}>
          <DeskLayout>
            <TurnOffMailPage />
          </DeskLayout>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </RootLayout>
  );
}
