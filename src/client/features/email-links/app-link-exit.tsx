import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'wouter';
import { saveSupportSession } from '#client/lib/session/support-session.ts';
import type { Session } from '#shared/schemas/session.ts';
import { LinkExitProvider } from './link-exit.tsx';

/** A link's page in the app moves on in place: the new session's page must show nothing of the old one's. */
export function AppLinkExitProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const exit = useCallback(
    async (path: string, session?: Session) => {
      // Whatever this tab held belonged to the session the link has just replaced or ended.
      queryClient.clear();
      if (session) saveSupportSession(session);
      navigate(path, { replace: true });
    },
    [queryClient, navigate],
  );
  return <LinkExitProvider value={exit}>{children}</LinkExitProvider>;
}
