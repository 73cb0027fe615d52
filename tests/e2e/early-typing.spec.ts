import { expect, type Page, test } from './fixtures';
import { fillContactSteps, hydrated, LANGUAGES } from './pages';
import { at, recordTimeline, timeline } from './timeline';

// On a slow phone, a visitor may type before the page's script has taken over the form. What they
// typed must count once it has: here the scripts are held back until the fields are filled.
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('contact: name and e-mail typed early enable Next, stay, and are what is sent', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(path('contact'), { waitUntil: 'commit' });
      await page.getByLabel(t.name).fill('Ana');
      await page.getByLabel(t.email).fill('ana@example.com');
      release();
      // Server-rendered, Next is enabled already: let the scripts take the page over first (a
      // click before that posts the step natively, which controls.spec.ts tries).
      await hydrated(page);
      await expect(page.getByLabel(t.name)).toHaveValue('Ana');
      await expect(page.getByRole('button', { name: t.next })).toBeEnabled();
      await page.getByRole('button', { name: t.next }).click();
      // Moved on by the page (its heading takes focus), not by a post.
      await expect(page.getByRole('heading', { name: t.step2 })).toBeFocused();
      await page.getByLabel(t.message).fill('Hola');
      await page.getByRole('button', { name: t.next }).click();
      // Sent by the page's fetcher to its own action, with what was typed before the scripts.
      const sent = page.waitForRequest(`**${path('contact')}.data`);
      await page.getByRole('button', { name: t.send }).click();
      const posted = new URLSearchParams((await sent).postData() ?? '');
      expect(Object.fromEntries(posted)).toEqual({
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hola',
        website: '',
        intent: 'send',
      });
      await expect(page.getByRole('heading', { name: t.thanks })).toBeVisible();
    });

    test('calculator: income and confirmation given early enable Calculate', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path('calculator'), { waitUntil: 'commit' });
      await page.getByLabel(t.income).fill('64600');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      release();
      // Server-rendered, Calculate is enabled already: let the scripts take the page over first
      // (a click before that posts the form natively, which controls.spec.ts tries).
      await hydrated(page);
      await expect(page.getByRole('button', { name: t.calculate })).toBeEnabled();
      const responsePromise = page.waitForResponse('**/api/RefundCalculator');
      await page.getByRole('button', { name: t.calculate }).click();
      expect((await responsePromise).status()).toBe(200);
    });
  });
}

test('contact: thanks sent before the scripts came stand 3000 ms from when they showed', async ({
  page,
}) => {
  await recordTimeline(page);
  const release = await holdScripts(page);
  // Each step posts natively while the scripts are held back (decision 056).
  await page.goto('/contact', { waitUntil: 'commit' });
  await fillContactSteps(page, {
    name: 'Ana',
    email: 'ana@example.com',
    message: 'Sent before the scripts',
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeFocused();
  // The scripts come two seconds after the thanks showed (by the page's clock).
  const shown = at(await timeline(page), 'h2', 'Thanks for Reaching Out!');
  await page.waitForFunction((from) => performance.now() > from + 2000, shown);
  release();
  const step1 = page.getByRole('heading', { name: 'Step 1: Your Info' });
  await expect(step1).toBeVisible({ timeout: 10_000 });
  const reset = at(await timeline(page), 'h2', 'Step 1: Your Info', shown);
  expect(reset - shown).toBeGreaterThanOrEqual(2900);
  // Not 3000 ms from hydration, which came 2000 ms after the thanks at the earliest.
  expect(reset - shown).toBeLessThan(4500);
  await expect(page.getByLabel('Name')).toHaveValue('');
});
