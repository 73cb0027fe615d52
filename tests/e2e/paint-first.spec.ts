import { expect, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

// A prerendered page asks for its scripts only once its first contentful paint is on screen
// (decision 014): a script that arrives before that paint is, for Lighthouse's simulation and on a
// slow phone, a script the paint waited for. The paint timing entry is the browser's own record
// of when the painted frame was shown; a resource entry's startTime is when its fetch began.
for (const { path, h1 } of LANGUAGES.flatMap((site) => site.pages)) {
  test(`${path}: no script is fetched before the first contentful paint is shown`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
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
  });
}
