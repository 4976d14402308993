import { ConfirmEmail } from '#client/features/email-links/components/confirm-email.tsx';
import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function ConfirmEmailPage() {
  const { emailLinks } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(emailLinks.confirm.pageTitle(productName));
  return (
    <LinkPage>
      <ConfirmEmail />
    </LinkPage>
  );
}
