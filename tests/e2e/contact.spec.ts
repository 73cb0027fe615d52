import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES } from './pages';
import { at, recordTimeline, timeline } from './timeline';

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('three steps with Back, focus on each step heading, then the confirmation and a reset', async ({
      page,
    }) => {
      await recordTimeline(page);
      await page.goto(path('contact'));
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
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
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
      await page.getByLabel(t.email).fill('y');
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByLabel(t.message)).toHaveValue('');
      // The message went to this server, once.
      expect(requests).toEqual([`POST ${new URL('/api/contact', page.url()).href}`]);
    });
  });
}

test('whitespace alone does not count as filled in', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill('a@b.c');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Back to Home on the confirmation goes home', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Message').fill('Hi');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

async function toStep3(page: Page, message = 'Hi') {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a failed send says so, keeps step 3 with what was typed, and Send works again', async ({
  page,
}) => {
  await toStep3(page, 'Is my W-2 enough?');
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your message was not sent. Everything you typed is still here: please try again.',
  );
  await expect(page.getByRole('heading', { name: 'Step 3: Review & Send' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Is my W-2 enough?');
  await page.unroute('**/api/contact');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
});

test('the server refuses a bad address in plain words', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Ana');
  await page.getByLabel('Email').fill('ana@example');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Message').fill('Hi');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Please enter an e-mail address such as name@example.com.',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('one form with all three fields posts to the server, which answers with a page', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
    await page.getByLabel('Name').fill('Ben Ortiz');
    await page.getByLabel('Email').fill('ben@example');
    await page.getByLabel('Message').fill('Sent without scripts');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Please enter an e-mail address such as name@example.com.',
    );
    // What was typed is still there.
    await expect(page.getByLabel('Name')).toHaveValue('Ben Ortiz');
    await expect(page.getByLabel('Message')).toHaveValue('Sent without scripts');
    await page.getByLabel('Email').fill('ben@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for Reaching Out!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});
