import { expectNoAxeViolations as expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { LANGUAGES, openPage, SPANISH } from './pages';

for (const site of LANGUAGES) {
  // One test walks every page of the language (a step per page): a new browser context per page
  // cost about a second each on the 2-core CI hosts.
  test(`every ${site.lang} page has no axe violations`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const { path } of site.pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }
  });

  // The open menu is the same on every page, so it is checked on one page per language. Every
  // page at phone width is checked by axe too, in Lighthouse's accessibility category
  // (npm run test:lighthouse, mobile screen), decision 065.
  const home = site.path('home');
  test(`${home} has no axe violations on a phone with the menu open`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, home);
    await page.getByRole('button', { name: site.t.menu }).click();
    await expectNoViolations(page);
  });
}

test.describe('with the other language offered', () => {
  test.use({ locale: 'es-US' });

  test('an English page offering Spanish has no axe violations', async ({ page }) => {
    await page.goto('/calculator');
    await expect(page.getByRole('link', { name: 'Ver en español' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test('the Spanish 404 page, contact steps and calculator result have no axe violations', async ({
  page,
}) => {
  const { t, path } = SPANISH;
  await page.goto('/es/no-existe');
  await expectNoViolations(page);
  await openPage(page, path('contact'));
  await page.getByLabel(t.name).fill('Ana');
  await page.getByLabel(t.email).fill('ana@example.com');
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.message).fill('Hola');
  await page.getByRole('button', { name: t.next }).click();
  await expectNoViolations(page);
  await openPage(page, path('calculator'));
  await page.getByLabel(t.income).fill('30000');
  await page.getByLabel(t.withheld).fill('5000');
  await page.getByRole('checkbox', { name: t.confirm }).check();
  await page.getByRole('button', { name: t.calculate }).click();
  await expect(page.getByRole('heading', { name: t.yourEstimate })).toBeVisible();
  await expectNoViolations(page);
});

test('the 404 page has no axe violations', async ({ page }) => {
  await page.goto('/missing');
  await expectNoViolations(page);
});

test('the contact steps and the confirmation have no axe violations', async ({ page }) => {
  await openPage(page, '/contact');
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectNoViolations(page);
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expectNoViolations(page);
});

test('the calculator result and the upload messages have no axe violations', async ({ page }) => {
  await openPage(page, '/calculator');
  await page.getByLabel('Annual income').fill('30000');
  await page.getByLabel('Federal income tax withheld').fill('5000');
  await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeVisible();
  await expectNoViolations(page);

  await openPage(page, '/upload');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status')).toHaveText('Please select a file!');
  await expectNoViolations(page);
});
