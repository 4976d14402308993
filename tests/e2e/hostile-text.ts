import type { Page } from 'playwright-core';

/** Markup that runs if the page ever renders text as HTML: each sets window.__owned. */
const markup = [
  '<script>window.__owned = "script"</script>',
  '<img src="x" onerror="window.__owned = \'img\'; alert(1)">',
];
const sql = "Robert'); DROP TABLE tickets; -- and 1' OR '1'='1";
const unicode = [
  'Économie, façade, naïve à Montréal — œuvre',
  'Emoji 🍁🚀 👩‍👩‍👧 🇨🇦',
  'مرحبا بالعالم · שלום עולם',
];

export const hostileText = {
  subject: `${markup[1]} ${sql.slice(0, 30)} ${unicode[1]}`,
  description: [...markup, sql, ...unicode].join('\n'),
  reply: [...unicode, sql, ...markup].join('\n'),
};

/** Collects the dialogs (alert, confirm) the page opens, so a test can say none did. */
export function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

/** What a script from the stored text would have left behind: the flag, or an element made from it. */
export function traces(page: Page) {
  return page.evaluate(() => ({
    owned: (window as { __owned?: unknown }).__owned ?? null,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedScripts: [...document.scripts].filter((script) => script.text.includes('__owned')).length,
  }));
}

export const noTraces = { owned: null, injectedImages: 0, injectedScripts: 0 };
