import { lazy } from 'react';
import { Route, Routes } from 'react-router';
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
 * the others load their code on first visit (React.lazy).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route element={<DeskLayout />}>
          {/* /my-tickets, /admin, /admin/tickets, /admin/audit, /admin/mail, and the pages emailed links open */}
          <Route path={pagePaths.myTickets} element={<MyTicketsPage />} />
          <Route path={pagePaths.admin} element={<AdminPage />} />
          <Route path={pagePaths.adminTickets} element={<AdminTicketsPage />} />
          <Route path={pagePaths.adminAudit} element={<AdminAuditPage />} />
          <Route path={pagePaths.adminMail} element={<AdminMailPage />} />
          <Route path={pagePaths.confirmEmail} element={<ConfirmEmailPage />} />
          <Route path={pagePaths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={pagePaths.turnOffMail} element={<TurnOffMailPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
