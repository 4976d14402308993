import { useContext } from 'react';
import type { Messages } from '#client/locales/en/index.ts';
import { enPublic, type PublicMessages } from '#client/locales/en/public.ts';
import { messageCatalog } from './message-catalog.tsx';

/**
 * The landing page's strings. English comes with the app's code, as the site's strings do, so the
 * landing page hydrates without waiting for another file; the sign-in cards load neither.
 */
export const publicMessages = messageCatalog<PublicMessages>(async (language) =>
  language === 'fr' ? (await import('#client/locales/fr/public.ts')).frPublic : enPublic,
);

export const PublicMessagesProvider = publicMessages.Provider;

/** The site's and the landing page's strings in the current language. */
export function usePublicMessages(): Messages & PublicMessages {
  const value = useContext(publicMessages.Context);
  if (!value) throw new Error('usePublicMessages must be used inside <PublicMessagesProvider>');
  return value;
}
