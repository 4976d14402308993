import { type Context, createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import type { Messages } from '#client/locales/en/index.ts';
import type { Language } from '#shared/language.ts';
import { useLanguage, useMessages, usePageCatalog } from './i18n.tsx';

export interface MessageCatalog<Strings extends object> {
  /** The catalog in a language, fetched once (again after a failure). */
  load(language: Language): Promise<Strings>;
  /** Gives its children the site's strings and the catalog's, in the current language. */
  Provider(props: { children: ReactNode }): ReactNode;
  /** What the Provider gives, or null outside it. */
  Context: Context<(Messages & Strings) | null>;
}

/**
 * A catalog of strings loaded with the pages that need them, not the landing page. Until the first
 * language has arrived its Provider suspends, so a prerendered page stays as the HTML drew it while
 * hydration waits. After a language switch it keeps the previous strings, the site's too, until the new
 * language's have arrived, so the page never speaks two languages at once.
 */
export function messageCatalog<Strings extends object>(
  importCatalog: (language: Language) => Promise<Strings>,
): MessageCatalog<Strings> {
  const loading = new Map<Language, Promise<Strings>>();
  const loaded = new Map<Language, Strings>();
  const CatalogContext = createContext<(Messages & Strings) | null>(null);

  function load(language: Language): Promise<Strings> {
    const known = loading.get(language);
    if (known) return known;
    const catalog = importCatalog(language).then(
      (strings) => {
        loaded.set(language, strings);
        return strings;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, catalog);
    return catalog;
  }

  function combined(language: Language, messages: Messages) {
    const strings = loaded.get(language);
    return strings ? { language, messages: { ...messages, ...strings } } : null;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per catalog at module level, as React.lazy is.
  function Provider({ children }: { children: ReactNode }) {
    const { language } = useLanguage();
    const messages = useMessages();
    usePageCatalog(load);
    // Loaded ahead by the language switch, the new language shows in the same render as the site's.
    const ready = useMemo(() => combined(language, messages), [language, messages]);
    const [shown, setShown] = useState(ready);

    useEffect(() => {
      if (shown?.language === language) return;
      let current = true;
      load(language).then(() => {
        if (current) setShown(combined(language, messages));
      });
      return () => {
        current = false;
      };
    }, [language, messages, shown]);

    const catalog = ready?.messages ?? shown?.messages ?? { ...messages, ...use(load(language)) };
    return <CatalogContext value={catalog}>{children}</CatalogContext>;
  }

  return { load, Provider, Context: CatalogContext };
}
