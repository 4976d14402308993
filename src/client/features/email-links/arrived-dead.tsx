import { createContext, type ReactNode, useContext } from 'react';
import { deadLinkMeta } from '#shared/prerendered-pages.ts';

const ArrivedDeadContext = createContext<string | undefined>(undefined);

/** The token the server found dead when it sent the page (see readDeadLinkToken), if it did. */
export function ArrivedDeadProvider({ token, children }: { token?: string; children: ReactNode }) {
  return <ArrivedDeadContext value={token}>{children}</ArrivedDeadContext>;
}

/** Whether the server already said that the link with `token` is dead: then nobody asks again. */
export function useArrivedDead(token: string): boolean {
  return useContext(ArrivedDeadContext) === token;
}

/** The address's token when the server sent the page drawn as a dead link. */
export function readDeadLinkToken(doc: Document): string | undefined {
  const { name, content } = deadLinkMeta;
  if (!doc.querySelector(`meta[name="${name}"][content="${content}"]`)) return undefined;
  return new URLSearchParams(doc.location.search).get('token') ?? '';
}
