import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeskMessagesProvider } from '#client/lib/desk-messages.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

const queryClient = createQueryClient();

/**
 * The ticket desks (customer and admin) fetch server state through TanStack Query and speak from their
 * own message catalog; the landing page needs neither, so both load with the desks, not the first page.
 */
export function DeskLayout({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DeskMessagesProvider>{children}</DeskMessagesProvider>
    </QueryClientProvider>
  );
}
