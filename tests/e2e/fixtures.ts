import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { BrowserContext, Page } from '@playwright/test';

/**
 * How late the page's scripts arrive in every spec. On a busy machine (CI) React can hydrate well
 * after `goto` resolves, and a spec that presses a scripted control without waiting for it
 * (`openPage`, `hydrated` in pages.ts) races hydration: a submit button pressed first posts the
 * form natively, the no-JavaScript path. Holding every script back this long makes such a spec
 * lose the race on every run, here as in CI, instead of now and then (decision 037). Contexts a
 * spec opens itself (`browser.newContext`) are not held back.
 */
export const SCRIPT_DELAY_MS = 300;

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.fallback();
    });
    await use(context);
  },
});
