import { UserRoundPen } from 'lucide-react';
import { useId } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { OwnAccount } from '#shared/schemas/own-account.ts';
import { OwnEmailForm } from './own-email-form.tsx';

/**
 * The generated admin's first task, before the dashboard's cards: a name and a real email, so notices
 * about new tickets reach someone. The email changes once its link is opened.
 */
export function FirstSignInSetup({ account }: { account: OwnAccount }) {
  const { ownAccount: t } = useAccountMessages();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border-2 border-maple-600 bg-white p-5">
      <div className="flex items-center gap-3">
        <UserRoundPen aria-hidden="true" className="size-7 shrink-0 text-maple-600" />
        <h2 id={id} className="text-xl font-semibold">
          {t.firstSignIn.title}
        </h2>
      </div>
      <p className="mt-2 text-muted-foreground">{t.firstSignIn.text(account.email)}</p>
      <div className="mt-4 max-w-xl">
        <OwnEmailForm account={account} askName submitLabel={t.firstSignIn.submit} />
      </div>
    </section>
  );
}
