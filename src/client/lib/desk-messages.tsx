import { createContext, type ReactNode, use, useContext, useEffect, useState } from 'react';
import type { DeskMessages } from '#client/locales/en/desk.ts';
import type { Messages } from '#client/locales/en/index.ts';
import type { Language } from '#shared/language.ts';
import { useLanguage, useMessages } from './i18n.tsx';

const loading = new Map<Language, Promise<DeskMessages>>();
const loaded = new Map<Language, DeskMessages>();

/** The desks' strings in a language, fetched once (again after a failure). */
export function loadDeskMessages(language: Language): Promise<DeskMessages> {
  const known = loading.get(language);
  if (known) return known;
  const catalog = (
    language === 'fr'
      ? import('#client/locales/fr/desk.ts').then((module) => module.frDesk)
      : import('#client/locales/en/desk.ts').then((module) => module.enDesk)
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

type DeskCatalog = Messages & DeskMessages;

function combined(
  language: Language,
  messages: Messages,
): { language: Language; messages: DeskCatalog } | null {
  const desk = loaded.get(language);
  return desk ? { language, messages: { ...messages, ...desk } } : null;
}

const DeskMessagesContext = createContext<DeskCatalog | null>(null);

/**
 * Gives the desk pages their strings beside the site's. Until the first catalog has arrived it suspends,
 * so a prerendered desk page stays as the HTML drew it while hydration waits. After a language switch the
 * page keeps its previous strings, site and desk alike, until the new language's desk strings are there,
 * so it never speaks two languages at once.
 */
export function DeskMessagesProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const messages = useMessages();
  const [shown, setShown] = useState(() => combined(language, messages));

  useEffect(() => {
    if (shown?.language === language) return;
    let current = true;
    loadDeskMessages(language).then(() => {
      if (current) setShown(combined(language, messages));
    });
    return () => {
      current = false;
    };
  }, [language, messages, shown]);

  const catalog = shown?.messages ?? { ...messages, ...use(loadDeskMessages(language)) };
  return <DeskMessagesContext value={catalog}>{children}</DeskMessagesContext>;
}

/** The site's and the desks' message catalogs of the current language, inside a desk page. */
export function useDeskMessages(): DeskCatalog {
  const value = useContext(DeskMessagesContext);
  if (!value) throw new Error('useDeskMessages must be used inside <DeskMessagesProvider>');
  return value;
}
