import { useLanguage } from '#client/lib/i18n.tsx';
import { attachments as en } from '#client/locales/en/attachments.ts';
import { attachments as fr } from '#client/locales/fr/attachments.ts';

/**
 * The strings of files in messages, in the page's language: loaded with the forms and conversations
 * that show files, not with the landing page (both languages are a few hundred bytes).
 */
export function useAttachmentMessages() {
  return useLanguage().language === 'fr' ? fr : en;
}
