import { useContext } from 'react';
import type { Messages } from '#client/locales/en/index.ts';
import type { LinkPageMessages } from '#client/locales/en/link-pages.ts';
import { accountMessages } from './account-messages.tsx';
import { messageCatalog } from './message-catalog.tsx';

/** The link pages' strings, which the link-page client loads instead of the whole account catalog. */
export const linkPageMessages = messageCatalog<LinkPageMessages>(async (language) => {
  if (language === 'fr') return (await import('#client/locales/fr/link-pages.ts')).frLinkPages;
  return (await import('#client/locales/en/link-pages.ts')).enLinkPages;
});

export const LinkPageMessagesProvider = linkPageMessages.Provider;

/**
 * The strings of the pages of the links that ask for a password: from the link-page client's catalog,
 * or, in the app, from the account catalog, which holds them too.
 */
export function useLinkPageMessages(): Messages & LinkPageMessages {
  const linkPage = useContext(linkPageMessages.Context);
  const account = useContext(accountMessages.Context);
  const value = linkPage ?? account;
  if (!value)
    throw new Error('useLinkPageMessages must be used inside a link-page or account catalog Provider');
  return value;
}
