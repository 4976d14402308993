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
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { requestPasswordReset } from '#client/lib/session/email-links-api.ts';
import { showLinkRequestFailure } from '#client/lib/session/link-request-failure.ts';
import { showToast } from '#client/lib/toast.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

// The server checks the address strictly; this only catches what a person can fix at once.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ForgotPasswordDialogProps {
  account: AccountKind;
  /** What the sign-in form already holds, so nobody types their address twice. */
  email: string;
}

/**
 * 'Forgot password?' under a sign-in form: asks for the email and sends a reset link. The toast says
 * the same whether or not the account exists, as the server does.
 */
export function ForgotPasswordDialog({ account, email: signInEmail }: ForgotPasswordDialogProps) {
  const { emailLinks: t, common } = useDeskMessages();
  const { language } = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  function changeOpen(next: boolean) {
    if (next) setEmail(signInEmail.trim());
    setOpen(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(address)) {
      showToast('error', t.forgot.invalidTitle, t.forgot.invalid);
      return;
    }
    setSending(true);
    try {
      await requestPasswordReset(address, account, language);
      showToast('success', t.forgot.sentTitle, t.forgot.sent(address));
      setOpen(false);
    } catch (error) {
      showLinkRequestFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" size="sm" className="h-auto justify-self-end px-0">
          {t.forgot.open}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common.close} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.forgot.title}</DialogTitle>
          <DialogDescription>{t.forgot.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <EmailField
            id={`${id}-email`}
            label={t.forgot.emailLabel}
            placeholder={t.forgot.emailPlaceholder}
            autoFocus
            value={email}
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
