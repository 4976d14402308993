import { ConfirmEmail } from '#client/features/email-links/components/confirm-email.tsx';
import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { useLinkPageMessages } from '#client/lib/link-page-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** The page in the app and in the link-page client alike (its strings are in both catalogs). */
export function ConfirmEmailPage() {
  const { emailLinks } = useLinkPageMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(emailLinks.confirm.pageTitle(productName));
  return (
    <LinkPage>
      <ConfirmEmail />
    </LinkPage>
  );
}
