import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { showLinkRequestFailure } from '#client/lib/session/link-request-failure.ts';
import { resendConfirmation } from '#client/lib/session/link-requests-api.ts';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { showToast } from '#client/lib/toast.ts';

/** The sign-in card's answer to a right password for an address not confirmed yet, and 'Send the link again'. */
export function UnconfirmedEmailNotice({ email }: { email: string }) {
  const { emailLinks: t } = useSignInMessages();
  const { language } = useLanguage();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendConfirmation(email, language);
      showToast('success', t.resend.sentTitle, t.resend.sent(email));
    } catch (error) {
      showLinkRequestFailure(error, t);
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <p className="flex gap-2 text-amber-950">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 wrap-anywhere">{t.resend.notConfirmed(email)}</span>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={sending}
        onClick={() => void resend()}
      >
        {sending ? t.resend.sending : t.resend.button}
      </Button>
    </div>
  );
}
