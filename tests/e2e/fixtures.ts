import { test as base, type Page } from '@playwright/test';
import { hydrated } from './pages';

export { expect } from '@playwright/test';
export type { BrowserContext, Page } from '@playwright/test';

/**
 * How a spec's pages get their scripts, set per project in playwright.config.ts (decision 039):
 * - `hydrated`: as they come; a spec that tests what scripts do waits for them (`openPage`).
 * - `late`: every page's scripts held back LATE_SCRIPTS_MS while the spec acts at once, so what
 *   it tries is the page before hydration, as on a slow phone.
 * - `off`: JavaScript disabled (the project also sets `javaScriptEnabled: false`).
 */
export type ScriptMode = 'hydrated' | 'late' | 'off';

export const LATE_SCRIPTS_MS = 3000;

export const test = base.extend<{ scripts: ScriptMode }>({
  scripts: ['hydrated', { option: true }],
  context: async ({ context, scripts }, use) => {
    if (scripts === 'late') {
      await context.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, LATE_SCRIPTS_MS));
        await route.fallback();
      });
    }
    await use(context);
  },
});

/** Opens a page; only the `hydrated` mode waits for the scripts before the test acts. */
export async function openAs(page: Page, scripts: ScriptMode, path: string): Promise<void> {
  // The page's modules are preloaded (decision 123), and `load` waits for those preloads: held
  // back, they would be there by then. Before them is when the document is parsed.
  await page.goto(path, scripts === 'late' ? { waitUntil: 'domcontentloaded' } : {});
  if (scripts === 'hydrated') await hydrated(page);
}

/** POST requests whose URL contains `part`, counted from now. */
export function countPosts(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(part)) count += 1;
  });
  return () => count;
}
