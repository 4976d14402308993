import { useCallback, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { useLazyOnOpen } from '#client/lib/use-lazy-on-open.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

const loadDialog = () => import('./forgot-password-dialog.tsx').then((module) => module.ForgotPasswordDialog);

/**
 * 'Forgot password?' under a sign-in form. Its dialog (and the dialog library) is fetched the first time
 * it opens, so a sign-in card is usable before that code has arrived.
 */
export function ForgotPasswordButton({ account, email }: { account: AccountKind; email: string }) {
  const { emailLinks: t } = useSignInMessages();
  const [open, setOpen] = useState(false);
  const onError = useCallback(
    (error: unknown) => {
      console.error('The forgot-password dialog failed to load', error);
      showToast('error', t.toast.errorTitle, t.forgot.loadFailed);
      setOpen(false);
    },
    [t],
  );
  const Dialog = useLazyOnOpen(open, loadDialog, onError);
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto justify-self-end px-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t.forgot.open}
      </Button>
      {Dialog && <Dialog account={account} email={email} open={open} onOpenChange={setOpen} />}
    </>
  );
}
