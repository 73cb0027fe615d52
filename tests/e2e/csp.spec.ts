import { expect, test } from '@playwright/test';
import { hydrated, PAGES } from './pages';

// Every prerendered page runs its inline scripts and style under a policy that names them by hash
// (no nonce, no unsafe-inline): nothing is blocked, and React takes over the page.
for (const { path, h1 } of PAGES) {
  test(`${path}: nothing blocked by the CSP, and the page is hydrated`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    // The boot script ran (it marks the document), and the stylesheet applies (the skip link is
    // moved off screen by it).
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0);
    // Hydrated, then a link is followed by the router, without loading a new document.
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const target = path === '/agreement' ? PAGES[0] : PAGES[5];
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: target.path === '/' ? 'Home' : 'Agreement' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: target.h1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}
