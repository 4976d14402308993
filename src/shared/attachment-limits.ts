// What a file may be, known to the server that enforces it and the forms that say it (zod-free).

const MB = 1024 * 1024;

export const attachmentLimits = {
  /** The largest file. */
  fileBytes: 10 * MB,
  /** Files with one message (a ticket or a reply). */
  messageFiles: 5,
  /** All of one message's files together. */
  messageBytes: 20 * MB,
  /** A file's name is cut to this many characters, its extension kept. */
  nameLength: 120,
} as const;

/** The extensions the file pickers offer; the server decides by content, not by these. */
export const acceptedExtensions = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.pdf',
  '.txt',
  '.csv',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.zip',
] as const;

/** Raster images: re-encoded on upload and shown inline. */
export const rasterImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export function isRasterImage(type: string): boolean {
  return (rasterImageTypes as readonly string[]).includes(type);
}
