import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { confirmOwnEmailChange, ownAccountKey } from '../own-account-api.ts';

/**
 * The change of email's link, opened signed in: it is used once, at once (the session is what proves
 * the member asked; a mail scanner following the link has none), and the page's mirror takes the new email.
 */
export function EmailChangeConfirmation({ token }: { token: string }) {
  const { ownAccount: t } = useAccountMessages();
  const { session, begin, end } = useAccountSession();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmOwnEmailChange,
    onSuccess: async (changed) => {
      queryClient.setQueryData(ownAccountKey(), changed);
      if (session) await begin({ ...session, email: changed.account.email });
      // The link is spent: a reload should not try it again.
      window.history.replaceState(null, '', window.location.pathname);
    },
    onError: (error) => {
      if (isSessionLost(error)) end();
    },
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  if (confirm.isSuccess) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-xl border border-green-300 bg-green-50 p-4">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
        <span>
          <strong>{t.confirm.doneTitle}.</strong> {t.confirm.done(confirm.data.account.email)}
        </span>
      </p>
    );
  }
  if (confirm.isError) {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-xl border border-destructive/40 bg-red-50 p-4"
      >
        <XCircle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
        {t.confirm.invalid}
      </p>
    );
  }
  return (
    <p role="status" className="rounded-xl border border-border bg-white p-4 text-muted-foreground">
      {t.confirm.checking}
    </p>
  );
}
