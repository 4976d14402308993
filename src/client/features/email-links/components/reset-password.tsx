import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useLinkPageMessages } from '#client/lib/link-page-messages.tsx';
import type { LinkPageMessages } from '#client/locales/en/link-pages.ts';
import { pagePaths } from '#shared/routes.ts';
import { useArrivedDead } from '../arrived-dead.tsx';
import { useResetLink } from '../use-checked-link.ts';
import { CheckedLink } from './checked-link.tsx';
import { DeadLink } from './dead-link.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/**
 * /reset-password?token=…: 'Choose a new password', once the link is known to work. An invitation's
 * link (/join-team) is the same link with its own words (`invitation`, from the account catalog, which
 * the link-page client does not load).
 */
export function ResetPassword({ invitation }: { invitation?: LinkPageMessages['emailLinks']['reset'] }) {
  const { emailLinks: t } = useLinkPageMessages();
  const messages = invitation ?? t.reset;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const arrivedDead = useArrivedDead(token);
  const link = useResetLink(arrivedDead ? '' : token);
  // The link can also die between the check and the save (used in another tab, a newer one asked for).
  const [diedOnSave, setDiedOnSave] = useState(false);
  const deadPage = (
    <DeadLink heading={t.invalidLink.heading} body={messages.invalidBody} next={messages.invalidNext}>
      {!invitation && (
        <Button asChild>
          <Link to={pagePaths.myTickets}>{messages.customerSignIn}</Link>
        </Button>
      )}
      <Button asChild variant={invitation ? 'default' : 'outline'}>
        <Link to={pagePaths.admin}>{messages.adminSignIn}</Link>
      </Button>
    </DeadLink>
  );
  return (
    <CheckedLink
      link={link}
      dead={!token || arrivedDead || diedOnSave}
      deadPage={deadPage}
      messages={messages}
    >
      {({ email, account }) => (
        <ResetPasswordForm
          token={token}
          email={email}
          account={account}
          messages={messages}
          onDeadLink={() => setDiedOnSave(true)}
        />
      )}
    </CheckedLink>
  );
}
