import type { Locator, Page } from 'playwright-core';

const MOST_PRESSES = 80;

export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, direction: 'forward' | 'backward' = 'forward') {
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  for (let presses = 0; presses <= MOST_PRESSES; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${MOST_PRESSES} × ${key} never reached ${target}; the focus is on ${focused}`);
}
