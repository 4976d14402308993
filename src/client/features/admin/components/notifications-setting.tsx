import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { adminKeys, setDeskNotifications, useDeskNotifications } from '../api.ts';

/** The admin's own 'email me about new tickets and customer replies' (on by default). */
export function NotificationsSetting() {
  const { admin: t } = useAccountMessages();
  const id = useId();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();
  const setting = useDeskNotifications();
  const change = useMutation({
    mutationFn: setDeskNotifications,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.notifications(), saved);
      if (saved.enabled) showToast('success', t.dashboard.notificationsOnTitle, t.dashboard.notificationsOn);
      else showToast('success', t.dashboard.notificationsOffTitle, t.dashboard.notificationsOff);
    },
    onError: (error) => {
      if (isSessionLost(error)) return end();
      showToast('error', t.toast.errorTitle, t.dashboard.notificationsFailed);
    },
  });
  if (!setting.data) return null;
  // While saving, the box shows what was asked for; a refusal puts it back.
  const checked = change.isPending ? change.variables : setting.data.enabled;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-wrap items-start gap-4 rounded-xl border border-border bg-white p-5"
    >
      <BellRing aria-hidden="true" className="size-6 shrink-0 text-maple-600" />
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {t.dashboard.notificationsTitle}
        </h2>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-box`}
            type="checkbox"
            checked={checked}
            aria-describedby={`${id}-hint`}
            // Not disabled while saving: a disabled box would drop the keyboard's focus.
            onChange={(event) => {
              if (!change.isPending) change.mutate(event.target.checked);
            }}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-maple-600"
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-box`} className="cursor-pointer text-sm font-medium">
              {t.dashboard.notificationsLabel}
            </label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {t.dashboard.notificationsHint}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
