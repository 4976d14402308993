import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '#client/lib/query-client.ts';

const queryClient = createQueryClient();

/**
 * The ticket desks (customer and admin) fetch server state through TanStack Query; the landing page
 * does not, so the library loads with the desks, not with the first page.
 */
export function DeskLayout({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
