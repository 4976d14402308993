import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { pagePaths } from '#shared/routes.ts';
import { useResetLink } from '../api.ts';
import { useArrivedDead } from '../arrived-dead.tsx';
import { CheckedLink } from './checked-link.tsx';
import { DeadLink } from './dead-link.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** /reset-password?token=…: 'Choose a new password', once the link is known to work. */
export function ResetPassword() {
  const { emailLinks: t } = useAccountMessages();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const arrivedDead = useArrivedDead(token);
  const link = useResetLink(arrivedDead ? '' : token);
  // The link can also die between the check and the save (used in another tab, a newer one asked for).
  const [diedOnSave, setDiedOnSave] = useState(false);
  const deadPage = (
    <DeadLink heading={t.invalidLink.heading} body={t.reset.invalidBody} next={t.reset.invalidNext}>
      <Button asChild>
        <Link to={pagePaths.myTickets}>{t.reset.customerSignIn}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={pagePaths.admin}>{t.reset.adminSignIn}</Link>
      </Button>
    </DeadLink>
  );
  return (
    <CheckedLink
      link={link}
      dead={!token || arrivedDead || diedOnSave}
      deadPage={deadPage}
      messages={t.reset}
    >
      {({ email, account }) => (
        <ResetPasswordForm
          token={token}
          email={email}
          account={account}
          onDeadLink={() => setDiedOnSave(true)}
        />
      )}
    </CheckedLink>
  );
}
