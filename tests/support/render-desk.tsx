import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Language } from '#shared/language.ts';
import { renderApp } from './render-app.tsx';

/** Renders a desk page inside renderApp with its own query cache (no retries, so failures show at once). */
export async function renderDesk(ui: ReactElement, options: { language?: Language; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = await renderApp(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, options);
  return { ...view, user, queryClient };
}
