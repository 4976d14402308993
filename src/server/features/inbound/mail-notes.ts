import type { RefusalCode, RefusedFile } from '#server/features/attachments/index.ts';
import type { Language } from '#shared/language.ts';

/** Refused files named one by one, then counted: a message of a thousand parts has a short note. */
const FILES_NAMED = 10;

/** What of a mailed message the desk did not keep: the rest of a long text, files refused. */
export interface MailNotes {
  cut: boolean;
  refused: readonly RefusedFile[];
}

const notes: Record<
  Language,
  {
    cut: string;
    heading: string;
    colon: string;
    more: (count: number) => string;
    reasons: Record<RefusalCode, string>;
  }
> = {
  en: {
    cut: 'Text cut: only its first 5,000 characters were kept.',
    heading: 'Files not attached:',
    colon: ':',
    more: (count) => `- and ${count} more ${count === 1 ? 'file' : 'files'}.`,
    reasons: {
      file_type_not_allowed: 'this type of file is not accepted.',
      file_too_large: 'this file is larger than 10 MB.',
      too_many_files: 'only 5 files can be sent with one message.',
      message_too_large: 'the files of one message may not exceed 20 MB together.',
    },
  },
  fr: {
    cut: 'Texte coupé : seuls ses 5 000 premiers caractères ont été conservés.',
    heading: 'Fichiers non joints :',
    colon: ' :',
    more: (count) => `- et ${count} ${count === 1 ? 'autre fichier' : 'autres fichiers'}.`,
    reasons: {
      file_type_not_allowed: 'ce type de fichier n’est pas accepté.',
      file_too_large: 'ce fichier dépasse 10 Mo.',
      too_many_files: 'un message ne peut contenir que 5 fichiers.',
      message_too_large: 'les fichiers d’un message ne peuvent dépasser 20 Mo en tout.',
    },
  },
};

/**
 * The text of a mailed message with what was left out named below it, in the ticket's language: the
 * desk sees what the customer meant to send, and the customer, in their copy, what to send again.
 */
export function withMailNotes(text: string, { cut, refused }: MailNotes, language: Language): string {
  const note = notes[language];
  const blocks = [text];
  if (cut) blocks.push(note.cut);
  if (refused.length > 0) {
    const named = refused
      .slice(0, FILES_NAMED)
      .map((file) => `- ${file.name}${note.colon} ${note.reasons[file.code]}`);
    const more = refused.length > FILES_NAMED ? [note.more(refused.length - FILES_NAMED)] : [];
    blocks.push([note.heading, ...named, ...more].join('\n'));
  }
  return blocks.join('\n\n');
}
