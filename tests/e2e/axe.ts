import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations on the page, as 'rule-id (impact): selectors' so a failure
 * says what to fix. Toasts come and go while axe runs; they are sonner's markup, audited upstream.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
