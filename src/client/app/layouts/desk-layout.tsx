import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '#client/lib/query-client.ts';

const queryClient = createQueryClient();

/**
 * The ticket desks (customer and admin) fetch server state through TanStack Query; the landing page
 * does not, so the library loads with the desks, not with the first page.
 */
export function DeskLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
