import sharp from 'sharp';
import type { Database } from '#server/db/client.ts';
import { type MailedFile, type RefusedFile, storeMailedFiles } from '#server/features/attachments/index.ts';
import type { MailPart } from './mail-parts.ts';

/** The largest picture taken for a signature's logo or icon (docs/decisions/mailed-files.md). */
const DECORATION = { width: 320, height: 120 };

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
async function filesOf(parts: readonly MailPart[]): Promise<MailedFile[]> {
  const kept: MailedFile[] = [];
  for (const part of parts)
    if (!(await isDecoration(part))) kept.push({ name: part.name, content: part.content });
  return kept;
}

/** A received message's files, stored: the tokens that attach those kept, and those left out. */
export interface MailedFiles {
  tokens: string[];
  refused: RefusedFile[];
}

/** Stores the files among `parts` that a desk keeps (docs/decisions/mailed-files.md), in `tx`. */
export async function storeFilesOf(
  tx: Database,
  parts: readonly MailPart[],
  now: Date,
): Promise<MailedFiles> {
  return storeMailedFiles(tx, await filesOf(parts), now);
}
