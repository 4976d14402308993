import type { Database } from '#server/db/client.ts';
import { type RefusalCode, type RefusedFile, storeMailedFiles } from '#server/features/attachments/index.ts';
import type { Language } from '#shared/language.ts';
import { filesOf } from './mail-parts.ts';
import type { InboundMail } from './parse-inbound.ts';

/** A received message's files, stored: the tokens that attach those kept, and those left out. */
export interface MailedFiles {
  tokens: string[];
  refused: RefusedFile[];
}

/** Stores the files of `mail` that a desk keeps (docs/decisions/mailed-files.md), in `tx`. */
export async function storeFilesOf(tx: Database, mail: InboundMail, now: Date): Promise<MailedFiles> {
  return storeMailedFiles(tx, await filesOf(mail.parts), now);
}

const notes: Record<Language, { heading: string; colon: string; reasons: Record<RefusalCode, string> }> = {
  en: {
    heading: 'Files not attached:',
    colon: ':',
    reasons: {
      file_type_not_allowed: 'this type of file is not accepted.',
      file_too_large: 'this file is larger than 10 MB.',
      too_many_files: 'only 5 files can be sent with one message.',
      message_too_large: 'the files of one message may not exceed 20 MB together.',
    },
  },
  fr: {
    heading: 'Fichiers non joints :',
    colon: ' :',
    reasons: {
      file_type_not_allowed: 'ce type de fichier n’est pas accepté.',
      file_too_large: 'ce fichier dépasse 10 Mo.',
      too_many_files: 'un message ne peut contenir que 5 fichiers.',
      message_too_large: 'les fichiers d’un message ne peuvent dépasser 20 Mo en tout.',
    },
  },
};

/**
 * The text of a mailed message with the files left out named below it, in the ticket's language: the
 * desk sees what the customer meant to send, and the customer, in their copy, what to send again.
 */
export function withRefusals(text: string, refused: readonly RefusedFile[], language: Language): string {
  if (refused.length === 0) return text;
  const note = notes[language];
  const lines = refused.map((file) => `- ${file.name}${note.colon} ${note.reasons[file.code]}`);
  return `${text}\n\n${note.heading}\n${lines.join('\n')}`;
}
