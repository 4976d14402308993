import { createContext, type ReactNode, use, useContext, useEffect, useState } from 'react';
import type { AccountMessages } from '#client/locales/en/account.ts';
import type { Messages } from '#client/locales/en/index.ts';
import type { Language } from '#shared/language.ts';
import { useLanguage, useMessages } from './i18n.tsx';

const loading = new Map<Language, Promise<AccountMessages>>();
const loaded = new Map<Language, AccountMessages>();

/** The account pages' strings in a language, fetched once (again after a failure). */
export function loadAccountMessages(language: Language): Promise<AccountMessages> {
  const known = loading.get(language);
  if (known) return known;
  const catalog = (
    language === 'fr'
      ? import('#client/locales/fr/account.ts').then((module) => module.frAccount)
      : import('#client/locales/en/account.ts').then((module) => module.enAccount)
  ).then(
    (messages) => {
      loaded.set(language, messages);
      return messages;
    },
    (error: unknown) => {
      loading.delete(language);
      throw error;
    },
  );
  loading.set(language, catalog);
  return catalog;
}

type AccountCatalog = Messages & AccountMessages;

function combined(
  language: Language,
  messages: Messages,
): { language: Language; messages: AccountCatalog } | null {
  const account = loaded.get(language);
  return account ? { language, messages: { ...messages, ...account } } : null;
}

const AccountMessagesContext = createContext<AccountCatalog | null>(null);

/**
 * Gives the account pages their strings beside the site's. Until the first catalog has arrived it
 * suspends, so a prerendered account page stays as the HTML drew it while hydration waits. After a language
 * switch the page keeps its previous strings, site and account alike, until the new language's account
 * strings are there, so it never speaks two languages at once.
 */
export function AccountMessagesProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const messages = useMessages();
  const [shown, setShown] = useState(() => combined(language, messages));

  useEffect(() => {
    if (shown?.language === language) return;
    let current = true;
    loadAccountMessages(language).then(() => {
      if (current) setShown(combined(language, messages));
    });
    return () => {
      current = false;
    };
  }, [language, messages, shown]);

  const catalog = shown?.messages ?? { ...messages, ...use(loadAccountMessages(language)) };
  return <AccountMessagesContext value={catalog}>{children}</AccountMessagesContext>;
}

/** The site's and the account pages' message catalogs of the current language, inside an account page. */
export function useAccountMessages(): AccountCatalog {
  const value = useContext(AccountMessagesContext);
  if (!value) throw new Error('useAccountMessages must be used inside <AccountMessagesProvider>');
  return value;
}
