import type { Attachment } from 'mailparser';
import type { MailedFile } from '#server/features/attachments/index.ts';

/** A file part of a received message: `inline` when the mail app shows it within the text. */
export interface MailPart extends MailedFile {
  inline: boolean;
}

/** A part with no name is named for its type, so that it opens with the right program. */
function nameOf(part: Attachment): string {
  if (part.filename) return part.filename;
  const subtype = /^[a-z]+\/([a-z0-9.+-]+)$/i.exec(part.contentType)?.[1];
  return subtype ? `file.${subtype}` : 'file';
}

export function mailParts(parts: readonly Attachment[]): MailPart[] {
  return parts.map((part) => ({
    name: nameOf(part),
    content: part.content,
    inline: part.related || part.contentDisposition === 'inline',
  }));
}
