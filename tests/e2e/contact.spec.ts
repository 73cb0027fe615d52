import { expect, type Page, test } from './fixtures';
import { fillContactSteps, LANGUAGES, openPage } from './pages';
import { at, recordTimeline, timeline } from './timeline';

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('three steps with Back, focus on each step heading, then the confirmation and a reset', async ({
      page,
    }) => {
      await recordTimeline(page);
      await openPage(page, path('contact'));
      await expect(page.getByRole('heading', { name: t.step1 })).toBeVisible();
      const next = page.getByRole('button', { name: t.next });
      await expect(next).toBeDisabled();
      await page.getByLabel(t.name).fill('Ana Lopez');
      await expect(next).toBeDisabled();
      await page.getByLabel(t.email).fill('ana@example.com');
      await expect(next).toBeEnabled();
      await next.click();

      const step2 = page.getByRole('heading', { name: t.step2 });
      await expect(step2).toBeFocused();
      await expect(page.getByRole('button', { name: t.next })).toBeDisabled();
      await page.getByRole('button', { name: t.back }).click();
      await expect(page.getByRole('heading', { name: t.step1 })).toBeFocused();
      await expect(page.getByLabel(t.name)).toHaveValue('Ana Lopez');
      await expect(page.getByLabel(t.email)).toHaveValue('ana@example.com');
      await page.getByRole('button', { name: t.next }).click();

      await page.getByLabel(t.message).fill('When will my refund arrive?');
      await page.getByRole('button', { name: t.next }).click();
      const step3 = page.getByRole('heading', { name: t.step3 });
      await expect(step3).toBeFocused();
      const main = page.getByRole('main');
      await expect(main).toContainText('Ana Lopez');
      await expect(main).toContainText('ana@example.com');
      await expect(main).toContainText('When will my refund arrive?');
      await page.getByRole('button', { name: t.back }).click();
      await expect(page.getByLabel(t.message)).toHaveValue('When will my refund arrive?');
      await page.getByRole('button', { name: t.next }).click();

      const requests: string[] = [];
      // Besides the page's own scripts.
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/assets/')) return;
        requests.push(`${request.method()} ${request.url()}`);
      });
      await page.getByRole('button', { name: t.send }).click();
      const thanks = page.getByRole('heading', { name: t.thanks });
      await expect(thanks).toBeVisible();
      await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute(
        'href',
        path('home'),
      );
      await expect(page.getByRole('heading', { name: t.step1 })).toBeVisible({
        timeout: 6000,
      });

      // Real timers, by the page's clock: the confirmation stood 3000 ms (a busy machine may be late).
      const entries = await timeline(page);
      const sent = at(entries, 'click', t.send);
      const shown = at(entries, 'h2', t.thanks, sent);
      const reset = at(entries, 'h2', t.step1, shown);
      expect(shown - sent).toBeLessThan(500);
      expect(reset - sent).toBeGreaterThanOrEqual(3000);
      expect(reset - sent).toBeLessThan(4500);
      await expect(page.getByLabel(t.name)).toHaveValue('');
      await expect(page.getByLabel(t.email)).toHaveValue('');
      await page.getByLabel(t.name).fill('x');
      await page.getByLabel(t.email).fill('y@example.com');
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByLabel(t.message)).toHaveValue('');
      // The message went to this server, once: to the page's own action (its data request).
      expect(requests).toEqual([`POST ${new URL(`${path('contact')}.data`, page.url()).href}`]);
    });
  });
}

test('whitespace alone does not count as filled in', async ({ page }) => {
  await openPage(page, '/contact');
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill('a@b.c');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Back to Home on the confirmation goes home', async ({ page }) => {
  await sendOne(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

async function toStep3(page: Page, message = 'Hi') {
  await openPage(page, '/contact');
  await fillContactSteps(page, { name: 'Ana', email: 'ana@example.com', message });
}

test('a failed send says so, keeps step 3 with what was typed, and Send works again', async ({
  page,
}) => {
  await toStep3(page, 'Is my W-2 enough?');
  await page.route('**/contact.data', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your message was not sent. Everything you typed is still here: please try again.',
  );
  await expect(page.getByRole('heading', { name: 'Step 3: Review & Send' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Is my W-2 enough?');
  await page.unroute('**/contact.data');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
});

test('the server refuses what the page does not check, in plain words', async ({ page }) => {
  await openPage(page, '/contact');
  await page.getByLabel('Name').fill('A'.repeat(101));
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Message').fill('Hi');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your name can be at most 100 characters long.',
  );
});

test('Name is a text field, and Next checks the address before moving on', async ({ page }) => {
  await openPage(page, '/contact');
  await expect(page.getByLabel('Name')).toHaveAttribute('type', 'text');
  await page.getByLabel('Name').fill('Ana');
  const email = page.getByLabel('Email');
  await email.fill('ana@example');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  // Still step 1: the field says why, and focus stayed on Next.
  await expect(page.getByRole('heading', { name: 'Step 1: Your Info' })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'Please enter an e-mail address such as name@example.com.',
  );
  await expect(next).toBeFocused();
  // Enter in the field checks the same, and the field keeps focus.
  await email.press('Enter');
  await expect(email).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Step 2: Your Message' })).toHaveCount(0);
  await email.fill('ana@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 2: Your Message' })).toBeFocused();
});

/** Fills the three steps and sends; resolves when the thanks show. */
async function sendOne(page: Page) {
  await toStep3(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
}

test('once the thanks go, a line above step 1 says the message was sent; focus is not lost', async ({
  page,
}) => {
  await recordTimeline(page);
  await sendOne(page);
  const step1 = page.getByRole('heading', { name: 'Step 1: Your Info' });
  await expect(step1).toBeVisible({ timeout: 6000 });
  // The thanks stood their 3000 ms, by the page's clock.
  const entries = await timeline(page);
  const shown = at(entries, 'h2', 'Thanks for Reaching Out!', at(entries, 'click', 'Send'));
  expect(at(entries, 'h2', 'Step 1: Your Info', shown) - shown).toBeGreaterThanOrEqual(2900);

  const line = page.getByRole('status').filter({ hasText: 'Your message was sent.' });
  // The server opened a case for this browser: the line names its reference.
  await expect(line).toHaveText(
    /^Your message was sent\. Your reference: QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\. We will answer within one business day\.$/,
  );
  // Above step 1, and it stays while the visitor starts another message.
  const lineBox = await line.boundingBox();
  const headingBox = await step1.boundingBox();
  expect(lineBox && headingBox && lineBox.y + lineBox.height <= headingBox.y).toBe(true);
  // Focus was on the thanks heading, which went: it is on step 1's heading, not lost.
  await expect(step1).toBeFocused();
  await page.getByLabel('Name').fill('Ana');
  await page.waitForTimeout(1000);
  await expect(line).toBeVisible();
});

// The line without a reference (a server that gave none) is the page test's
// (app/routes/contact.test.tsx): the action answers only what the server stored.
test('the line shows the case reference the server gave with the thanks', async ({ page }) => {
  await sendOne(page);
  const reference = await page.locator('strong').filter({ hasText: /^QR-/ }).textContent();
  expect(reference).toMatch(/^QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toHaveText(
    `Your message was sent. Your reference: ${reference}. We will answer within one business day.`,
    { timeout: 6000 },
  );
  // A second message from the same browser joins the same case.
  await sendOne(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toHaveText(
    `Your message was sent. Your reference: ${reference}. We will answer within one business day.`,
    { timeout: 6000 },
  );
});

test('a visitor who moved on while the thanks showed keeps their place', async ({ page }) => {
  await sendOne(page);
  const calculator = page.getByRole('contentinfo').getByRole('link', { name: 'Calculator' });
  await calculator.focus();
  await expect(page.getByRole('heading', { name: 'Step 1: Your Info' })).toBeVisible({
    timeout: 6000,
  });
  await expect(calculator).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each step is a form that posts; the server checks Next and keeps every value', async ({
    page,
  }) => {
    await page.goto('/contact');
    const next = page.getByRole('button', { name: 'Next' });
    // The browser checks `required` itself: nothing is posted with a field empty.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await next.click();
    expect(posts).toBe(0);
    expect(
      await page.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await page.getByLabel('Name').fill('Ben Ortiz');
    // Shaped like an address for the browser, not for the site's rule: the server says why.
    await page.getByLabel('Email').fill('ben@example');
    await next.click();
    await expect(page.getByRole('heading', { name: 'Step 1: Your Info' })).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Please enter an e-mail address such as name@example.com.',
    );
    await expect(page.getByLabel('Name')).toHaveValue('Ben Ortiz');
    await expect(email).toHaveValue('ben@example');
    await email.fill('ben@example.com');
    await next.click();
    await expect(page.getByRole('heading', { name: 'Step 2: Your Message' })).toBeVisible();
    // Back posts too (without checking), and keeps what step 2 holds.
    await page.getByLabel('Message').fill('Sent without scripts');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('ben@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('Sent without scripts');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3: Review & Send' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Sent without scripts');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    // Without scripts the thanks are a page of their own: they stay.
    await page.waitForTimeout(3500);
    await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
  });
});
