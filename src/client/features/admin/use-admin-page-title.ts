import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import type { SignInMessages } from '#client/locales/en/sign-in.ts';

/** /admin's title, signed in or not. */
export function adminPageTitle({ admin }: SignInMessages, product: string): string {
  return `${admin.dashboard.title} — ${product}`;
}

/** Keeps /admin's title in the page's language, on the login card as on the dashboard. */
export function useAdminPageTitle(): void {
  const messages = useSignInMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(adminPageTitle(messages, productName));
}
