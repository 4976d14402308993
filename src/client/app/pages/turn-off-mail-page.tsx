import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { TurnOffMail } from '#client/features/email-links/components/turn-off-mail.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function TurnOffMailPage() {
  const { emailLinks } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(emailLinks.turnOff.pageTitle(productName));
  return (
    <LinkPage>
      <TurnOffMail />
    </LinkPage>
  );
}
