import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

/** The pages with nothing to enhance, which ship no script (their route's handle). */
const WITHOUT_SCRIPTS = new Set(
  LANGUAGES.flatMap((site) =>
    ['testimonials', 'terms', 'privacy'].map((key) => site.path(key as 'terms')),
  ),
);

// What every public page does as it loads, checked in one visit per page (decision 123):
// - Its inline scripts and style run under a policy that names them by hash (no nonce, no
//   unsafe-inline): nothing is blocked.
// - A page with something to enhance loads its scripts as modules, which never hold the first
//   paint back, and React takes the page over; a page with nothing to enhance loads no script.
for (const { path, h1, site } of LANGUAGES.flatMap((site) =>
  site.pages.map((page) => ({ ...page, site })),
)) {
  test(`${path}: nothing blocked by the CSP; hydrated, or without any script`, async ({ page }) => {
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
    await hydrated(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    );
    const cspViolations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    if (WITHOUT_SCRIPTS.has(path)) {
      expect(scripts, `${path} loads scripts`).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      expect(errors).toEqual([]);
      return;
    }
    expect(scripts.length).toBeGreaterThan(0);

    // Hydrated, a link is followed by the router, without loading a new document.
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
