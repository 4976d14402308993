import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { chromiumFlags } from '#tests/support/chromium.ts';

/** describe() for browser suites: skipped, loudly (see global-setup), when there is no Chromium. */
export const describeInBrowser = inject('chromiumPath') ? describe : describe.skip;

export const baseUrl = () => inject('baseUrl');

export interface BrowserSession {
  /**
   * A fresh page in a fresh context (no cookies, no storage), with console errors collected; on the
   * suite's server unless `baseURL` names another.
   */
  newPage(options?: { width?: number; height?: number; locale?: string; baseURL?: string }): Promise<Page>;
  /** Console errors and page errors seen since the last test started. */
  readonly errors: string[];
}

let visitors = 0;

/** One Chromium per test file; every page gets its own context so tests do not share cookies. */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    const executablePath = inject('chromiumPath');
    if (!executablePath) return;
    browser = await chromium.launch({ executablePath, args: chromiumFlags });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    errors.length = 0;
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    errors,
    async newPage({ width = 1280, height = 800, locale = 'en-CA', baseURL = baseUrl() } = {}) {
      if (!browser) throw new Error('no browser: wrap the suite in describeInBrowser');
      // Each page is its own visitor (the server trusts one proxy hop): per-address limits, such as the
      // admin sign-in's, count one test's requests, not the whole suite's.
      visitors = (visitors % 250) + 1;
      const extraHTTPHeaders = { 'x-forwarded-for': `198.51.100.${visitors}` };
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height },
        locale,
        extraHTTPHeaders,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}
