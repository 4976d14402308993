import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { SatisfactionAnswer } from '#client/features/email-links/components/satisfaction-answer.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function SatisfactionPage() {
  const { satisfaction } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(satisfaction.pageTitle(productName));
  return (
    <LinkPage>
      <SatisfactionAnswer />
    </LinkPage>
  );
}
