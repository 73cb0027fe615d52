import { expect, test } from './fixtures';
import { fillContactSteps, openPage } from './pages';
import { ENGINES } from './services';
import {
  addAccount,
  enrol,
  expectNoAxeViolations,
  nextCode,
  signIn,
  unique,
} from './staff-helpers';

// The preparer's workspace, walked as a preparer would (docs/back-office.md, "The preparer's
// workspace"): a client writes; staff find the case by a part of the name typed without its
// accents, see who the client is, take the case, keep a note, and find it again under "Me".
// The API tests (tests/api/staff-workspace, staff-assignment, staff-notes) have the refusals.

// Enrolment (scrypt, a command run through npm) and axe on three screens.
test.describe.configure({ timeout: 120_000 });

/** "Nov 25, 2026, 9:14 AM EST": a staff time, in the office's zone (OFFICE_TIME_ZONE). */
const OFFICE_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/;

for (const { engine, origin, env } of ENGINES) {
  test(`${engine}: a client writes; staff find the case by name, see the client, assign it to themselves, add a note, filter by "Me"`, async ({
    browser,
  }) => {
    const { email, ip } = unique('workspace');
    // A name no other test writes: the search must find this case alone.
    const surname = `Ñúñez${ip.replaceAll('.', '')}`;
    const visitor = await browser.newContext({
      baseURL: origin(),
      extraHTTPHeaders: { 'X-Forwarded-For': ip },
    });
    const page = await visitor.newPage();
    await openPage(page, '/contact');
    await fillContactSteps(page, {
      name: `Ána María ${surname}`,
      email: 'ana.maria@example.com',
      message: 'Do you need my 1099 too?',
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
    const reference =
      /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
        (await page.getByText('Your reference:').textContent()) ?? '',
      )?.[0] ?? '';
    expect(reference).toMatch(/^QR-/);
    await visitor.close();

    const office = await browser.newContext({
      baseURL: origin(),
      extraHTTPHeaders: { 'X-Forwarded-For': ip },
    });
    const staff = await office.newPage();
    // On PostgreSQL the command reaches the database from a folder of its own.
    const dataDir = engine === 'PGlite' ? undefined : 'test-results/e2e-staff-cli';
    const { secret } = await enrol(staff, await addAccount(email, true, dataDir, env()));
    await signIn(staff, email, nextCode(secret));
    await expect(staff.getByRole('heading', { name: 'Cases' })).toBeVisible();
    await expect(staff.getByRole('columnheader')).toHaveText([
      'Reference',
      'Client',
      'Status',
      'Assigned to',
      'Waiting for',
      'Last activity',
    ]);
    const byStatus = staff.getByRole('navigation', { name: 'Case counts' });
    await expect(byStatus.getByRole('link', { name: /^Received \(\d+\)$/ })).toBeVisible();
    await expect(byStatus.getByRole('link', { name: 'Closed (0)' })).toBeVisible();

    // Part of the name, without its accents and in capitals.
    await staff.getByLabel('Reference or email').fill(`MARIA ${surname.replace('Ñúñez', 'NUNEZ')}`);
    await staff.getByRole('button', { name: 'Show cases' }).click();
    const row = staff.getByRole('row').filter({ hasText: reference });
    await expect(row.getByRole('cell')).toHaveText([
      reference,
      `Ána María ${surname}`,
      'Received',
      'Unassigned',
      '',
      OFFICE_TIME,
    ]);
    await expectNoAxeViolations(staff);

    await row.getByRole('link', { name: reference }).click();
    const client = staff.getByRole('region', { name: 'Client' });
    await expect(client).toContainText(`Ána María ${surname}`);
    await expect(client).toContainText('ana.maria@example.com');
    await expect(client).toContainText('English');
    await expect(client).toContainText(OFFICE_TIME);

    // Two columns on a wide screen (issue 40): what staff do beside what the case is, in view.
    await staff.setViewportSize({ width: 1366, height: 900 });
    const clientBox = await staff
      .getByRole('heading', { name: 'Client', exact: true })
      .boundingBox();
    const updateBox = await staff.getByRole('heading', { name: 'Update the case' }).boundingBox();
    expect(updateBox?.x ?? 0).toBeGreaterThan((clientBox?.x ?? 0) + 300);
    expect(updateBox?.y ?? 0).toBeLessThan(400);

    await staff.getByLabel('Assigned to').selectOption({ label: email });
    await staff.getByRole('button', { name: 'Assign' }).click();
    await expect(staff.getByRole('status')).toHaveText('The assignment was saved.');
    // Back where the action was: the redirect names the assignment's heading.
    await expect(staff).toHaveURL(/#assignment-heading$/);
    await expect(staff.getByLabel('Assigned to')).toBeInViewport();
    await expect(staff.getByLabel('Assigned to')).toHaveValue(/^\d+$/);

    await staff.getByLabel('Internal note').fill('Asked for the 1099-INT <b>too</b>.');
    await staff.getByRole('button', { name: 'Add note' }).click();
    await expect(staff.getByRole('status')).toHaveText('Your note was added.');
    await expect(staff.getByRole('heading', { name: 'Internal notes' })).toBeVisible();
    const note = staff
      .getByRole('listitem')
      .filter({ hasText: 'Asked for the 1099-INT <b>too</b>.' });
    await expect(note).toContainText(email);
    await expect(note).toContainText(OFFICE_TIME);
    await expectNoAxeViolations(staff);

    await staff
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Cases' })
      .click();
    await staff.getByLabel('Assigned to').selectOption({ label: 'Me' });
    await staff.getByRole('button', { name: 'Show cases' }).click();
    await expect(staff.getByRole('row').filter({ hasText: reference })).toContainText(email);
    await staff.getByLabel('Assigned to').selectOption({ label: 'Unassigned' });
    await staff.getByRole('button', { name: 'Show cases' }).click();
    await expect(staff.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
    await staff
      .getByRole('navigation', { name: 'Case counts' })
      .getByRole('link', { name: /^Received \(\d+\)$/ })
      .click();
    await expect(staff).toHaveURL(/\/staff\/cases\?status=received$/);
    await expect(staff.getByRole('link', { name: /^Received \(\d+\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await staff.getByRole('link', { name: 'Audit log' }).click();
    await expect(
      staff.getByRole('row').filter({ hasText: 'case assigned' }).filter({ hasText: reference }),
    ).toContainText(`case ${reference}: from unassigned to ${email}`);
    await expectNoAxeViolations(staff);
    await office.close();
  });
}
