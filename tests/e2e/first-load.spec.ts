import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

// What every prerendered page does as it loads, checked in one visit per page:
// - It asks for its scripts only once its first contentful paint is on screen (decision 014): a
//   script that arrives before that paint is, for Lighthouse's simulation and on a slow phone, a
//   script the paint waited for. The paint timing entry is the browser's own record of when the
//   painted frame was shown; a resource entry's startTime is when its fetch began.
// - Its inline scripts and style run under a policy that names them by hash (no nonce, no
//   unsafe-inline; decision 013): nothing is blocked, and React takes over the page.
for (const { path, h1, site } of LANGUAGES.flatMap((site) =>
  site.pages.map((page) => ({ ...page, site })),
)) {
  test(`${path}: no script before the first paint, nothing blocked by the CSP, and the page is hydrated`, async ({
    page,
  }) => {
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

    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(paint, 'the browser reports a first contentful paint').toEqual(expect.any(Number));
    expect(scripts.length).toBeGreaterThan(0);
    const early = scripts.filter((script) => script.startTime < (paint ?? 0));
    expect(early, `scripts fetched before the first paint at ${paint} ms`).toEqual([]);

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
