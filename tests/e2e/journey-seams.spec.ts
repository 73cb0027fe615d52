import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { BASE_URL } from '../../playwright.config';
import { preparer } from './staff-helpers';

/**
 * The seams of the journey (issue 51), walked as a new client and a new preparer would: the
 * calculator's facts carried into the questions, the agreement asked for beside "Send to your
 * preparer" and recorded on the case, the checklist the answers make, then the staff case page
 * telling the same case: its summary's name, household, what waits and estimate, the client's
 * name above the return details, the agreement's time; at 390 px without sideways scrolling, axe
 * clean. The start itself, in both languages and without scripts: journey-walk.spec.ts.
 */

const PHONE = { width: 390, height: 844 };

for (const scripts of [true, false]) {
  test(`${scripts ? 'with' : 'without'} JavaScript: the client's return and agreement, told the same way on the staff case page`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: scripts });
    const page = await context.newPage();

    // The estimate's facts: single, one child, an income.
    await page.goto('/calculator');
    await page.getByLabel('Annual income').fill('30000');
    await page.getByLabel('Federal income tax withheld').fill('1500');
    await page.getByLabel('Children under 17').fill('1');
    await page.getByRole('checkbox', { name: 'I confirm my income is accurate' }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('link', { name: 'Start your return' }).click();
    await page.getByRole('button', { name: 'Start a new return' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your return');
    await page.getByLabel('Filing status').selectOption('single');

    // The answers: "Start your return" goes to /case/return as docs/product.md fixes it, nothing
    // carried (decision 242, amended), so the dependent and the W-2 wages are entered here.
    await page.getByRole('button', { name: 'Add a dependent' }).click();
    await page.getByRole('checkbox', { name: 'W-2 wages from an employer' }).check();
    await page.getByLabel('Number of W-2 forms').fill('1');
    await page.getByLabel('First name', { exact: true }).first().fill('Jane');
    await page.getByLabel('Last name', { exact: true }).first().fill('Doe');
    await page.getByLabel('Date of birth', { exact: true }).first().fill('1990-05-17');
    await page.getByLabel('Street address').fill('12 Elm Street');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State', { exact: true }).selectOption('IL');
    await page.getByLabel('ZIP code').fill('62701');
    const child = page.getByRole('group', { name: 'Dependent 1', exact: true });
    await child.getByLabel('First name').fill('Mia');
    await child.getByLabel('Last name').fill('Doe');
    await child.getByLabel('Date of birth').fill('2016-03-02');
    await child.getByLabel('Relationship').selectOption('daughter');
    await child.getByLabel('Months lived with you').fill('12');
    await page.getByRole('radio', { name: 'Paper check' }).check();

    // The agreement, asked for where the details are sent, and recorded by sending them.
    await expect(page.getByRole('main')).toContainText(
      'Sending your details to your preparer accepts our User Agreement',
    );
    await expect(page.getByRole('link', { name: 'User Agreement', exact: true })).toHaveAttribute(
      'href',
      '/agreement',
    );
    await page.getByRole('button', { name: 'Send to your preparer' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Sent to your preparer. The documents we need are listed on your case page.',
    );
    await expect(page.getByRole('main')).toContainText(/Agreement accepted on \w+ \d{1,2}, \d{4}/);

    // The case page: the checklist leads, three documents (one W-2, the ID, the child's card).
    await page.goto('/case');
    const next = page.getByRole('region', { name: 'What to do next' });
    await expect(next).toContainText('Your preparer needs 3 documents from you.');
    await expect(page.getByRole('main')).toContainText(/Agreement accepted on /);
    const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
      (await page.getByRole('main').textContent()) ?? '',
    )?.[0];
    expect(reference).toBeDefined();
    if (scripts) await expectNoAxeViolations(page);

    // The preparer reads the same case.
    const office = await preparer(browser, BASE_URL, {});
    const desk = await office.newPage();
    await desk.setViewportSize(PHONE);
    await desk.goto(`/staff/cases/${reference ?? ''}`);
    const summary = desk.locator('.staff-summary');
    await expect(summary).toContainText('ClientJane Doe');
    await expect(summary).toContainText('HouseholdSingle, 1 dependent');
    await expect(summary).toContainText('StatusReceived');
    await expect(summary).toContainText(
      "Waiting for3 documents: Form W-2; Photo ID (driver's license or state ID); Social Security card for Mia",
    );
    await expect(summary).toContainText('Estimated refundNot set');
    const client = desk.getByRole('region', { name: 'Client' });
    await expect(client).toContainText('NameJane Doe');
    const details = desk.getByRole('region', { name: 'Return details' });
    await expect(details).toContainText('Dependents1');
    await expect(details).toContainText('IncomeW-2 wages from an employer');
    await expect(details).not.toContainText('Your income');
    await expect(desk.getByRole('main')).not.toContainText('Not accepted');
    expect(
      await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(desk);

    // Staff set an estimate: the summary and the client's page say the same figure.
    await desk.getByLabel('Estimated refund').fill('2,345.00');
    await desk.getByRole('button', { name: 'Update case' }).click();
    await expect(desk.locator('.staff-summary')).toContainText('Estimated refund$2,345.00');
    await page.goto('/case');
    await expect(page.getByRole('main')).toContainText('Estimated refund$2,345.00');
    await office.close();
    await context.close();
  });
}
