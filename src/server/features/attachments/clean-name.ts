import { attachmentLimits } from '#shared/attachment-limits.ts';
import { streamSafe } from '#shared/stream-safe-text.ts';

const FALLBACK_NAME = 'file';

/**
 * A file's name as it is stored and offered back: the last part of any path (either slash), in NFC,
 * without control characters or surrounding dots and spaces, cut to the limit with its extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = streamSafe(base)
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    // The look-behind starts the trailing run only at a run's first character: without it, every
    // character of every run inside the name is tried to the run's end (quadratic time).
    .replace(/^[\s.]+|(?<![\s.])[\s.]+$/gu, '');
  const characters = Array.from(cleaned);
  if (characters.length === 0) return FALLBACK_NAME;
  if (characters.length <= attachmentLimits.nameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 16).join('') : '';
  const stemLength = attachmentLimits.nameLength - Array.from(extension).length;
  return characters.slice(0, stemLength).join('').trimEnd() + extension;
}
