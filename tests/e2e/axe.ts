import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core's default rules on the page and fails naming each violation and where it is.
 * The one way every spec checks a page with axe.
 *
 * Legacy mode runs axe in the page itself. The default mode also opens a blank page to gather
 * the results, which it needs only for cross-origin frames (this site has none). That blank page
 * costs about a second per check on the 2-core CI hosts, and the results are the same (decision
 * 065).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
