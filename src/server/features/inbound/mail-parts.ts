import type { Attachment } from 'mailparser';
import sharp from 'sharp';
import type { MailedFile } from '#server/features/attachments/index.ts';

/** A file part of a received message: `inline` when the mail app shows it within the text. */
export interface MailPart extends MailedFile {
  inline: boolean;
}

/** The largest picture taken for a signature's logo or icon (docs/decisions/mailed-files.md). */
const DECORATION = { width: 320, height: 120 };

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

async function isDecoration(part: MailPart): Promise<boolean> {
  if (!part.inline) return false;
  const size = await sharp(part.content)
    .metadata()
    .catch(() => undefined);
  return (
    size?.width !== undefined &&
    size.height !== undefined &&
    size.width <= DECORATION.width &&
    size.height <= DECORATION.height
  );
}

/**
 * The parts a desk keeps as files: everything attached, and pictures shown within the text unless they
 * are small enough to be a signature's logo or icons (a pasted screenshot is larger).
 */
export async function filesOf(parts: readonly MailPart[]): Promise<MailedFile[]> {
  const kept: MailedFile[] = [];
  for (const part of parts)
    if (!(await isDecoration(part))) kept.push({ name: part.name, content: part.content });
  return kept;
}
