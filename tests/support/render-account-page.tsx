import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppLinkExitProvider } from '#client/features/email-links/app-link-exit.tsx';
import type { Language } from '#shared/language.ts';
import { renderApp } from './render-app.tsx';

/**
 * Renders an account page inside renderApp with its own query cache (no retries: failures show at once),
 * as AccountLayout does.
 */
export async function renderAccountPage(
  ui: ReactElement,
  options: { language?: Language; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = await renderApp(
    <QueryClientProvider client={queryClient}>
      <AppLinkExitProvider>{ui}</AppLinkExitProvider>
    </QueryClientProvider>,
    options,
  );
  return { ...view, user, queryClient };
}
