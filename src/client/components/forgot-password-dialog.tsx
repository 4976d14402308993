import { type FormEvent, useId, useState } from 'react';
import { EmailField } from '#client/components/email-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { showLinkRequestFailure } from '#client/lib/session/link-request-failure.ts';
import { requestPasswordReset } from '#client/lib/session/link-requests-api.ts';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { useFocusFirstInvalid } from '#client/lib/use-focus-first-invalid.ts';
import { useReturnFocus } from '#client/lib/use-return-focus.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

// The server checks the address strictly; this only catches what a person can fix at once.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ForgotPasswordDialogProps {
  account: AccountKind;
  /** What the sign-in form already holds, so nobody types their address twice. */
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Forgot password?' under a sign-in form: asks for the email and sends a reset link. The toast says
 * the same whether or not the account exists, as the server does.
 */
export function ForgotPasswordDialog(props: ForgotPasswordDialogProps) {
  const { account, email: signInEmail, open, onOpenChange } = props;
  const { emailLinks: t, common } = useSignInMessages();
  const { language } = useLanguage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  // Marked once an address was refused, until it has an address's shape.
  const [refused, setRefused] = useState(false);
  const problem = refused && !EMAIL_SHAPE.test(email.trim()) ? common.fieldProblem.invalidEmail : undefined;
  const returnFocus = useReturnFocus(open);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // Each opening starts from what the sign-in form holds then.
  const [shownOpen, setShownOpen] = useState(false);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setEmail(signInEmail.trim());
    setRefused(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(address)) {
      showToast('error', t.forgot.invalidTitle, t.forgot.invalid);
      setRefused(true);
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      await requestPasswordReset(address, account, language);
      showToast('success', t.forgot.sentTitle, t.forgot.sent(address));
      onOpenChange(false);
    } catch (error) {
      showLinkRequestFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common.close} onCloseAutoFocus={returnFocus} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.forgot.title}</DialogTitle>
          <DialogDescription>{t.forgot.description}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-4">
          <EmailField
            id={`${id}-email`}
            label={t.forgot.emailLabel}
            placeholder={t.forgot.emailPlaceholder}
            autoFocus
            value={email}
            problem={problem}
            onChange={(event) => setEmail(event.target.value)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t.forgot.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={sending || email.trim() === ''}>
              {sending ? t.forgot.sending : t.forgot.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
