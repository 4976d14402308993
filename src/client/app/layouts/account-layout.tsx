import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLinkExitProvider } from '#client/features/email-links/app-link-exit.tsx';
import { AccountMessagesProvider } from '#client/lib/account-messages.tsx';
import { PublicMessagesProvider } from '#client/lib/public-messages.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

const queryClient = createQueryClient();

/**
 * The account pages (the portal, the admin pages and the pages emailed links open) fetch server state
 * through TanStack Query and speak from their own message catalog; the landing page needs neither, so both
 * load with the account pages, not the first page. The portal opens the landing page's ticket form.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountMessagesProvider>
        <PublicMessagesProvider>
          <AppLinkExitProvider>{children}</AppLinkExitProvider>
        </PublicMessagesProvider>
      </AccountMessagesProvider>
    </QueryClientProvider>
  );
}
