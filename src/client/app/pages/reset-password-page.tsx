import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { ResetPassword } from '#client/features/email-links/components/reset-password.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function ResetPasswordPage() {
  const { emailLinks } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(emailLinks.reset.pageTitle(productName));
  return (
    <LinkPage>
      <ResetPassword />
    </LinkPage>
  );
}
