import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { ResetPassword } from '#client/features/email-links/components/reset-password.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function ResetPasswordPage() {
  const { emailLinks } = useMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(emailLinks.reset.pageTitle(productName));
  return (
    <LinkPage>
      <ResetPassword />
    </LinkPage>
  );
}
