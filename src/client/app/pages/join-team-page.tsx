import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { ResetPassword } from '#client/features/email-links/components/reset-password.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** /join-team?token=…: an invitation's link, where the invitee chooses their password. */
export function JoinTeamPage() {
  const { emailLinks } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(emailLinks.join.pageTitle(productName));
  return (
    <LinkPage>
      <ResetPassword invitation={emailLinks.join} />
    </LinkPage>
  );
}
