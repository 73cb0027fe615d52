import { expect, test } from './fixtures';
import {
  addAccount,
  enrol,
  expectNoAxeViolations,
  nextCode,
  signIn,
  unique,
} from './staff-helpers';
import { fillContactSteps, openPage } from './pages';

// Each test enrols an account (scrypt, a command run through npm) and runs axe: more than the
// default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a visitor’s message reaches staff: add, enrol, sign in, read it, and the audit log shows it', async ({
  page,
}) => {
  const { email, ip } = unique('admin');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const text = `Where is my refund? ${email}`;
  await openPage(page, '/contact');
  await fillContactSteps(page, { name: 'Visitor Vera', email: 'vera@example.com', message: text });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();

  const path = await addAccount(email, true);
  const { secret } = await enrol(page, path, true);
  await expectNoAxeViolations(page);
  await signIn(page, email, nextCode(secret));
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav.getByRole('link')).toHaveText(['Cases', 'Messages', 'Reviews', 'Audit log']);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text.slice(0, 60) });
  await expect(row).toContainText('Unread');
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: 'Message from Visitor Vera' }).click();
  await expect(page.getByRole('main')).toContainText(text);
  await expectNoAxeViolations(page);
  const messageUrl = new URL(page.url()).pathname;
  const id = messageUrl.split('/').pop();
  // Opening it changed nothing: "Mark read" does.
  await expect(page.getByRole('main')).toContainText('Unread');
  await page.getByRole('button', { name: 'Mark read' }).click();
  await expect(page).toHaveURL(new RegExp(`${messageUrl}$`));
  await expect(page.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Unread');

  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('main')).toContainText('Handled');

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: email });
  await expect(mine.filter({ hasText: 'sign-in' }).first()).toContainText(ip);
  await expect(
    mine
      .filter({ hasText: `message ${id}` })
      .filter({ hasText: 'message viewed' })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.goto(messageUrl);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});

test('a wrong code gets the one message; 5 failures lock the account out', async ({ page }) => {
  const { email, ip } = unique('lock');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const { secret } = await enrol(page, await addAccount(email));
  for (let i = 0; i < 5; i += 1) {
    await signIn(page, email, '000000');
    await expect(page.getByRole('alert')).toHaveText('Email, password or code is wrong.');
  }
  await signIn(page, email, nextCode(secret));
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.');
});

test('a recovery code works once', async ({ page, browser }) => {
  const { email, ip } = unique('recovery');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const { codes } = await enrol(page, await addAccount(email));
  const code = codes[0] as string;
  await signIn(page, email, code);
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  const other = await browser.newPage();
  await other.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await other.goto('/staff/sign-in');
  await signIn(other, email, code);
  await expect(other.getByRole('alert')).toHaveText('Email, password or code is wrong.');
  await other.close();
});

test('a preparer gets 403 on the audit log, and no link to it', async ({ page }) => {
  const { email, ip } = unique('preparer');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const { secret } = await enrol(page, await addAccount(email));
  await signIn(page, email, nextCode(secret));
  await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText([
    'Cases',
    'Messages',
    'Reviews',
  ]);
  const response = await page.goto('/staff/audit');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 720 } });

  test('the Staff navigation opens from a "Menu" button (a popover: no script needed)', async ({
    page,
  }) => {
    const { email, ip } = unique('phone');
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    const { secret } = await enrol(page, await addAccount(email));
    await signIn(page, email, nextCode(secret));
    const nav = page.getByRole('navigation', { name: 'Staff' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Messages' })).toBeHidden();
    await menu.click();
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cases' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test('a form posted from another site is refused', async ({ page, baseURL }) => {
  const { email, ip } = unique('csrf');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const { secret } = await enrol(page, await addAccount(email));
  await signIn(page, email, nextCode(secret));
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  // A page on another origin whose form posts to the back office.
  await page.route('http://evil.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win</title><form method="post" action="${baseURL}/staff/sign-out"><button>Win a prize</button></form>`,
    }),
  );
  await page.goto('http://evil.example/');
  const refused = page.waitForResponse(`${baseURL}/staff/sign-out`);
  await page.getByRole('button', { name: 'Win a prize' }).click();
  expect((await refused).status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Request refused' })).toBeVisible();
  // Still signed in: the forged sign-out did nothing.
  await page.goto('/staff/cases');
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
});

test('the sign-in page passes axe, and signed-out visitors land on it', async ({ page }) => {
  for (const path of ['/staff', '/staff/messages', '/staff/audit', '/staff/cases']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
