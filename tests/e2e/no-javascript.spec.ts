import { expect, test } from './fixtures';
import { LANGUAGES, SPANISH } from './pages';

test.use({ javaScriptEnabled: false });

// One test per language walks its pages (a step per page): a new browser context per page cost
// about a second each on the 2-core CI hosts.
for (const site of LANGUAGES)
  test(`every ${site.lang} page reads without JavaScript`, async ({ page: tab }) => {
    test.setTimeout(60_000);
    for (const page of site.pages) {
      await test.step(page.path, async () => {
        await tab.goto(page.path);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.h1);
        const nav = tab.getByRole('navigation', { name: site.t.mainNav });
        await expect(nav.getByRole('link')).toHaveText(site.navLinks.map(([name]) => name));
        await expect(tab.getByRole('contentinfo')).toContainText('support@quickrefund.example');
        await expect(tab.locator('html')).not.toHaveClass(/\bjs\b/);
      });
    }
  });

test('on a phone without JavaScript the menu opens and closes, named "Menu" throughout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Contact',
  });
  await expect(contact).toBeHidden();
  await menu.click();
  await expect(contact).toBeVisible();
  await expect(menu).toHaveAccessibleName('Menu');
  await menu.click();
  await expect(contact).toBeHidden();
  await menu.click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(contact).toBeHidden();
});

test('the calculator works without JavaScript, rendered on the server', async ({ page }) => {
  await page.goto('/calculator');
  await page.getByLabel('Annual income').fill('64600');
  await page.getByLabel('Federal income tax withheld').fill('8000');
  await page.getByLabel('Tax year').selectOption('2024');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('status').getByRole('definition')).toHaveText([
    '$1,941.00',
    '$35.00',
    '$1,906.00',
  ]);
  // The form keeps what was typed.
  await expect(page.getByLabel('Annual income')).toHaveValue('64600');
});

test('the Spanish calculator and contact form answer in Spanish without JavaScript', async ({
  page,
}) => {
  const { t, path } = SPANISH;
  await page.goto(path('calculator'));
  await page.getByLabel(t.income).fill('64600');
  await page.getByLabel(t.withheld).fill('8000');
  await page.getByLabel(t.taxYear).selectOption('2024');
  await page.getByRole('checkbox', { name: t.confirm }).check();
  await page.getByRole('button', { name: t.calculate }).click();
  await expect(page.getByRole('heading', { name: t.yourEstimate })).toBeVisible();
  await expect(page.getByRole('status').getByRole('definition')).toHaveText([
    '$1,941.00',
    '$35.00',
    '$1,906.00',
  ]);

  // Each contact step is a form that posts; the server's reason for staying is in Spanish.
  await page.goto(path('contact'));
  await page.getByLabel(t.name).fill('   ');
  await page.getByLabel(t.email).fill('ana@example.com');
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('alert')).toContainText('Escriba su nombre.');
});
