import { Paragraph } from '#server/features/mail/mail-parts.tsx';
import type { Language } from '#shared/language.ts';

const copy = {
  en: (names: string) => `Attached files, to open from the ticket: ${names}`,
  fr: (names: string) => `Fichiers joints, à ouvrir depuis la demande : ${names}`,
};

/** The names of a message's files, never the files themselves: they open from the ticket. */
export function AttachedFiles({ names, language }: { names: string | undefined; language: Language }) {
  if (!names) return null;
  return <Paragraph>{copy[language](names)}</Paragraph>;
}
