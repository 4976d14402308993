import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { en, type Messages } from '#client/locales/en/index.ts';
import { type Language, languageStorageKey } from '#shared/language.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** English ships with the first load (the default); French is fetched only for those who read it. */
export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'fr' ? (await import('#client/locales/fr/index.ts')).fr : en;
}

/** A cookie, not localStorage: the server reads it to send the next page's HTML in that language. */
function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support.
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  document.documentElement.lang = language;
}

interface I18nValue {
  language: Language;
  messages: Messages;
  setLanguage: (language: Language) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** The loaders of the catalogs the page shows besides the site's (see usePageCatalog). */
const pageCatalogs = new Set<(language: Language) => Promise<unknown>>();

/**
 * Registers a catalog the page shows while the caller is mounted: a language switch then waits for it
 * too, so the page and <html lang> change language at once, not the site's strings first.
 */
export function usePageCatalog(load: (language: Language) => Promise<unknown>): void {
  useEffect(() => {
    pageCatalogs.add(load);
    return () => {
      pageCatalogs.delete(load);
    };
  }, [load]);
}

export function I18nProvider(props: { language: Language; messages: Messages; children: ReactNode }) {
  const [state, setState] = useState({ language: props.language, messages: props.messages });
  const setLanguage = useCallback(async (language: Language) => {
    const [messages] = await Promise.all([
      loadMessages(language),
      ...[...pageCatalogs].map((load) => load(language)),
    ]);
    rememberLanguage(language);
    setState({ language, messages });
  }, []);
  const value = useMemo(() => ({ ...state, setLanguage }), [state, setLanguage]);
  return <I18nContext value={value}>{props.children}</I18nContext>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** The message catalog of the current language. */
export function useMessages(): Messages {
  return useI18n().messages;
}

export function useLanguage(): Pick<I18nValue, 'language' | 'setLanguage'> {
  const { language, setLanguage } = useI18n();
  return { language, setLanguage };
}
