import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useOwnAccount } from '../own-account-api.ts';
import { AdminHeader } from './admin-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { EmailChangeConfirmation } from './email-change-confirmation.tsx';
import { FormSection } from './form-section.tsx';
import { ListLoadFailed, ListLoading } from './list-states.tsx';
import { NotificationsSetting } from './notifications-setting.tsx';
import { OwnEmailForm } from './own-email-form.tsx';
import { OwnPasswordForm } from './own-password-form.tsx';
import { OwnProfileForm } from './own-profile-form.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** /admin/account: every member's name, language, email, password, two-factor sign-in and notices. */
export function OwnAccountPage() {
  const { ownAccount: t, admin } = useAccountMessages();
  const [params] = useSearchParams();
  // Kept once read: the confirmation takes the spent token out of the address and still shows its outcome.
  const [token] = useState(() => params.get('token'));
  const query = useOwnAccount();
  useEndSessionOnLoss(query.error);
  const account = query.data?.account;
  return (
    <>
      <AdminHeader title={t.title} subtitle={t.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        {token && <EmailChangeConfirmation token={token} />}
        {account ? (
          <>
            <FormSection title={t.profile.title}>
              <OwnProfileForm account={account} />
            </FormSection>
            <FormSection
              title={t.email.title}
              text={
                account.pendingEmail
                  ? `${t.email.current(account.email)} ${t.email.pending(account.pendingEmail)}`
                  : t.email.current(account.email)
              }
            >
              <OwnEmailForm account={account} />
            </FormSection>
            <FormSection title={t.password.title}>
              <OwnPasswordForm email={account.email} />
            </FormSection>
            <TwoFactorCard />
            <NotificationsSetting />
          </>
        ) : query.isError ? (
          <ListLoadFailed
            message={t.loadFailed}
            retry={admin.desk.retry}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ListLoading label={t.loading} />
        )}
      </main>
    </>
  );
}
