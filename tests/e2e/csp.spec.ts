import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

// Every prerendered page runs its inline scripts and style under a policy that names them by hash
// (no nonce, no unsafe-inline): nothing is blocked, and React takes over the page.
for (const { path, h1, site } of LANGUAGES.flatMap((site) =>
  site.pages.map((page) => ({ ...page, site })),
)) {
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
    const skip = page.getByRole('link', { name: site.t.skip });
    expect((await skip.boundingBox())?.y ?? 0).toBeLessThan(0);
    // Hydrated, then a link is followed by the router, without loading a new document.
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const target = site.pages.find(
      (p) => p.key === (path === site.path('agreement') ? 'home' : 'agreement'),
    );
    if (target === undefined) throw new Error('no target page');
    await page
      .getByRole('navigation', { name: site.t.mainNav })
      .getByRole('link', { name: site.t.nav[target.key === 'home' ? 'home' : 'agreement'] })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: target.h1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}
