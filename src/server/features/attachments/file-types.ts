import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '#server/http/http-error.ts';

/** Bytes read before deciding a file's type: deep enough for an office document's first zip entries. */
export const SNIFF_BYTES = 64 * 1024;

/** Recognised types kept as recognised. */
const keptTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

/** Older office files share one container format (as installers do): their extension must say which. */
const compoundFileTypes: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** An office document whose first entries did not show within the sniffed bytes is a zip to file-type. */
const zipBasedTypes: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const typeNotAllowed = () =>
  new HttpError(
    415,
    'file_type_not_allowed',
    'This type of file is not accepted: send images, PDF, text, CSV, office documents or ZIP.',
  );

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The media type of a file from its first bytes, or 'text' when no binary format matches (then the
 * whole content must turn out to be UTF-8 text); the name only tells apart what the content cannot.
 */
export async function detectType(head: Uint8Array, name: string): Promise<string> {
  const found = await fileTypeFromBuffer(head);
  const extension = extensionOf(name);
  if (!found) return extension === 'csv' ? 'text/csv' : 'text/plain';
  if (found.mime === 'application/x-cfb') {
    const type = compoundFileTypes[extension];
    if (type) return type;
  }
  if (found.mime === 'application/zip') return zipBasedTypes[extension] ?? found.mime;
  if (keptTypes.has(found.mime)) return found.mime;
  throw typeNotAllowed();
}

export function isText(type: string): boolean {
  return type === 'text/plain' || type === 'text/csv';
}

/** Passes UTF-8 text through, and refuses the file at the first byte that is not text. */
export async function* onlyText(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const piece of source) {
    try {
      if (decoder.decode(piece, { stream: true }).includes('\0')) throw typeNotAllowed();
    } catch {
      throw typeNotAllowed();
    }
    yield piece;
  }
  try {
    decoder.decode();
  } catch {
    throw typeNotAllowed();
  }
}
