import { LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSignOut } from '#client/lib/session/use-sign-out.ts';
import { showToast } from '#client/lib/toast.ts';

/** 'Signed in as {email}' and Sign Out, which ends the server session and the browser's mirror. */
export function SignedInBar({
  email,
  onSignedOut,
  actions,
}: {
  email: string;
  onSignedOut: () => void;
  /** What the customer can start from here, before Sign Out. */
  actions?: ReactNode;
}) {
  const { portal: t } = useAccountMessages();
  const { signOut, signingOut } = useSignOut(() => {
    onSignedOut();
    showToast('success', t.toast.signedOutTitle, t.toast.signedOut);
  });

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 shadow-sm">
      <p className="flex min-w-0 items-center gap-2 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-maple-600" />
        <span className="min-w-0 break-words font-medium">{t.signedInAs(email)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" />
          {t.signOut}
        </Button>
      </div>
    </div>
  );
}
