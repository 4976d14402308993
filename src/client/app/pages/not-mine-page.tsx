import { LinkPage } from '#client/features/email-links/components/link-page.tsx';
import { NotMine } from '#client/features/email-links/components/not-mine.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function NotMinePage() {
  const { notMineLink } = useAccountMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(notMineLink.pageTitle(productName));
  return (
    <LinkPage>
      <NotMine />
    </LinkPage>
  );
}
