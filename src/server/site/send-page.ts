import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** A page's HTML, compressed once so serving it is a lookup. */
export interface EncodedPage {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
}

export function encodePage(html: string): EncodedPage {
  return { html, gzip: gzipSync(html, { level: 9 }), brotli: brotliCompressSync(html) };
}

/** Answers with the smallest encoding the client accepts; pages vary by language, so never cached blindly. */
export function sendPage(c: Context, page: EncodedPage, status: 200 | 404): Response {
  const accepted = c.req.header('accept-encoding') ?? '';
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(new Uint8Array(page.brotli), status);
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(page.gzip), status);
  }
  return c.body(page.html, status);
}
