import type { Language } from '#shared/language.ts';
import { numberLocales } from './number-format.ts';

const KB = 1024;
const MB = KB * 1024;

/** A file's size as people read it: '820 KB', '2.4 MB' ('2,4 Mo' in French). */
export function formatSize(bytes: number, language: Language): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / KB, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(numberLocales[language], {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
