import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { useDeskSettings } from '../desk-settings-api.ts';
import { AdminHeader } from './admin-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { DeskSettingsForm } from './desk-settings-form.tsx';
import { ListLoadFailed, ListLoading } from './list-states.tsx';

/** /admin/settings, for admins: the organisation as customers see it and how the desk works. */
export function DeskSettingsPage() {
  const { deskSettings: t, admin } = useAccountMessages();
  const query = useDeskSettings();
  useEndSessionOnLoss(query.error);
  return (
    <>
      <AdminHeader title={t.title} subtitle={t.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        {query.data ? (
          <DeskSettingsForm settings={query.data.settings} />
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
