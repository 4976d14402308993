import { streamOf } from '#server/http/stream-of.ts';
import { isRasterImage } from '#shared/attachment-limits.ts';
import { isText } from './file-types.ts';

/** A served file: what it is and where its bytes are. */
export interface ServedFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
  content: AsyncIterable<Uint8Array>;
}

/** RFC 6266: a plain ASCII name for old clients, the exact one in UTF-8 for the rest. */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * Served so it can never act as a page of this site: downloaded (raster images shown), never sniffed,
 * sandboxed with nothing allowed, kept only by the caller's own browser, which asks again with the
 * ETag (the content's hash) and gets a 304 without the bytes.
 */
export function fileResponse(file: ServedFile, ifNoneMatch: string | undefined): Response {
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    ETag: etag,
    'Cache-Control': 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  const matches = ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  if (matches) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', isText(file.type) ? `${file.type}; charset=utf-8` : file.type);
  headers.set('Content-Length', String(file.size));
  headers.set('Content-Disposition', contentDisposition(file.name, isRasterImage(file.type)));
  return new Response(streamOf(file.content), { status: 200, headers });
}
