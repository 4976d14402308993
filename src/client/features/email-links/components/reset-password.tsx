import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { pagePaths } from '#shared/routes.ts';
import { isDeadLink, isRateLimited, useResetLink } from '../api.ts';
import { DeadLink } from './dead-link.tsx';
import { LinkPageStatus } from './link-page.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/**
 * /reset-password?token=…: checks the link before asking for anything, so a used or expired one gets
 * a clear page instead of a form that would fail; then 'Choose a new password'.
 */
export function ResetPassword() {
  const { emailLinks: t } = useDeskMessages();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useResetLink(token);
  // The link can also die between the check and the save (used in another tab, a newer one asked for).
  const [diedOnSave, setDiedOnSave] = useState(false);

  if (!token || diedOnSave || (link.isError && isDeadLink(link.error))) {
    return (
      <DeadLink heading={t.invalidLink.heading} body={t.reset.invalidBody} next={t.reset.invalidNext}>
        <Button asChild>
          <Link to={pagePaths.myTickets}>{t.reset.customerSignIn}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pagePaths.admin}>{t.reset.adminSignIn}</Link>
        </Button>
      </DeadLink>
    );
  }
  if (link.isError) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight">{t.reset.failedHeading}</h1>
        <p role="alert" className="text-muted-foreground">
          {isRateLimited(link.error) ? t.toast.tooManyTries : t.reset.failedBody}
        </p>
        <Button className="justify-self-start" onClick={() => void link.refetch()}>
          {t.reset.retry}
        </Button>
      </>
    );
  }
  if (!link.data) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight">{t.reset.heading}</h1>
        <LinkPageStatus>{t.reset.checking}</LinkPageStatus>
      </>
    );
  }
  return (
    <ResetPasswordForm
      token={token}
      email={link.data.email}
      account={link.data.account}
      onDeadLink={() => setDiedOnSave(true)}
    />
  );
}
