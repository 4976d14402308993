import { useContext } from 'react';
import type { AccountMessages } from '#client/locales/en/account.ts';
import type { Messages } from '#client/locales/en/index.ts';
import { messageCatalog } from './message-catalog.tsx';

/** The account pages' strings (the portal, the admin pages, the pages emailed links open). */
export const accountMessages = messageCatalog<AccountMessages>(async (language) => {
  if (language === 'fr') return (await import('#client/locales/fr/account.ts')).frAccount;
  return (await import('#client/locales/en/account.ts')).enAccount;
});

export const loadAccountMessages = accountMessages.load;
export const AccountMessagesProvider = accountMessages.Provider;

/** The site's and the account pages' message catalogs of the current language, inside an account page. */
export function useAccountMessages(): Messages & AccountMessages {
  const value = useContext(accountMessages.Context);
  if (!value) throw new Error('useAccountMessages must be used inside <AccountMessagesProvider>');
  return value;
}
