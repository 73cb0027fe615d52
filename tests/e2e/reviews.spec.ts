import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ENGINES } from './services';
import { preparer, unique } from './staff-helpers';

// Reviews from clients (PRODUCT.md, "Testimonials from real clients"; decisions 143 to 145),
// walked as a client and a preparer do, in each language, with JavaScript and without: staff move
// a case to "Refund sent", its page asks "How did we do?", the client sends a review, staff
// publish it on "Reviews", and /testimonials and the home page show it first, as written, the
// rest of the three cards being examples marked "Example" ("Ejemplo") while fewer than three are
// published. Publications go to the PostgreSQL server only (the PGlite server's home page is
// other specs' to check, its examples untouched): there, "Don't publish". Axe checks the new parts.

const NAMES = {
  en: {
    casePath: '/case',
    testimonials: '/testimonials',
    home: '/',
    heading: 'How did we do?',
    review: 'Your review',
    name: 'Name to show',
    state: 'Your state',
    consent: 'You may publish my review on your website',
    send: 'Send review',
    sent: 'Thank you for your review. We read every one.',
    empty: 'Write your review.',
    example: 'Example',
    testimonialsHeading: 'Testimonials',
  },
  es: {
    casePath: '/es/case',
    testimonials: '/es/testimonials',
    home: '/es',
    heading: '¿Qué tal lo hicimos?',
    review: 'Su reseña',
    name: 'Nombre que se mostrará',
    state: 'Su estado',
    consent: 'Pueden publicar mi reseña en su sitio web',
    send: 'Enviar reseña',
    sent: 'Gracias por su reseña. Leemos cada una.',
    empty: 'Escriba su reseña.',
    example: 'Ejemplo',
    testimonialsHeading: 'Testimonios',
  },
} as const;

/** A client's browser with a case opened by a contact message, in the walk's language. */
async function clientWithCase(
  browser: Browser,
  origin: string,
  lang: 'en' | 'es',
  scripts: boolean,
) {
  const { email, ip } = unique(`reviewer-${lang}`);
  const client = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled: scripts,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  const opened = await client.request.post('/api/contact', {
    headers: { 'Accept-Language': lang },
    data: { name: 'Rosa Delgado', email, message: 'Hello' },
  });
  expect(opened.status()).toBe(201);
  const { reference } = (await opened.json()) as { reference: string };
  return { client, reference };
}

/** Staff move the case to "Refund sent" on its page. */
async function refundSent(staff: BrowserContext, reference: string) {
  const desk = await staff.newPage();
  await desk.goto(`/staff/cases/${reference}`);
  await desk.getByLabel('Status').selectOption({ label: 'Refund sent' });
  await desk.getByRole('button', { name: 'Update case' }).click();
  await expect(desk.getByRole('status')).toHaveText('The case was updated.');
  await desk.close();
}

/** The client's review, sent from the case page (first refused when empty). */
async function sendReview(page: Page, lang: 'en' | 'es', words: string, axe: boolean) {
  const t = NAMES[lang];
  await page.goto(t.casePath);
  const section = page.getByRole('region', { name: t.heading });
  await expect(section).toBeVisible();
  await expect(section.getByLabel(t.name)).toHaveValue('Rosa D.');
  if (axe) await expectNoAxeViolations(page);
  await section.getByLabel(t.state).selectOption({ label: 'New Mexico' });
  await section.getByLabel(t.consent).check();
  // Sent empty (the browser's own check left out): refused beside the field, the rest kept.
  await section.getByLabel(t.review).evaluate((field) => field.removeAttribute('required'));
  await section.getByRole('button', { name: t.send }).click();
  const again = page.getByRole('region', { name: t.heading });
  await expect(again.getByRole('alert')).toHaveText(t.empty);
  await expect(again.getByLabel(t.review)).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByLabel(t.state)).toHaveValue('NM');
  await expect(again.getByLabel(t.consent)).toBeChecked();
  if (axe) await expectNoAxeViolations(page);
  await again.getByLabel(t.review).fill(words);
  await again.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status')).toHaveText(t.sent);
  const done = page.getByRole('region', { name: t.heading });
  await expect(done.getByRole('button', { name: t.send })).toHaveCount(0);
  await expect(done.locator('blockquote')).toHaveText(words);
}

/** The Reviews screen's row of a review, by its words. */
const reviewRow = (desk: Page, words: string) =>
  desk.getByRole('row').filter({ has: desk.getByRole('cell', { name: words, exact: true }) });

for (const { engine, origin, env } of ENGINES) {
  test.describe(`reviews on ${engine}`, () => {
    // One after the other: each publication changes what the next one's pages show.
    test.describe.configure({ mode: 'serial', timeout: 90_000 });
    let staff: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      staff = await preparer(browser, origin(), env());
    });
    test.afterAll(async () => {
      await staff?.close();
    });

    for (const lang of ['en', 'es'] as const) {
      for (const scripts of [true, false]) {
        const publish = engine === 'PostgreSQL';
        test(`${lang}, ${scripts ? 'with' : 'without'} JavaScript: the client reviews the case once its refund is sent; staff ${publish ? 'publish it, and the pages show it' : "don't publish it"}`, async ({
          browser,
        }) => {
          const t = NAMES[lang];
          const { client, reference } = await clientWithCase(browser, origin(), lang, scripts);
          const page = await client.newPage();
          await page.goto(t.casePath);
          await expect(page.getByRole('heading', { name: t.heading })).toHaveCount(0);

          await refundSent(staff, reference);
          const words = `Clear answers <b>every</b> time (${reference}, ${lang}).`;
          await sendReview(page, lang, words, scripts);

          // Staff: the review as written, undecided; then their decision, audited.
          const desk = await staff.newPage();
          await desk.goto('/staff/cases');
          await desk
            .getByRole('navigation', { name: 'Staff' })
            .getByRole('link', { name: 'Reviews' })
            .click();
          await expect(desk.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
          const row = reviewRow(desk, words);
          await expect(row).toContainText('Rosa D., New Mexico');
          await expect(row).toContainText('Not decided');
          if (scripts) await expectNoAxeViolations(desk);
          await row
            .getByRole('button', { name: publish ? 'Publish' : "Don't publish", exact: true })
            .click();
          await expect(desk.getByRole('status')).toHaveText(
            publish ? 'The review is published.' : 'The review is not published.',
          );
          await expect(reviewRow(desk, words)).toContainText(
            publish ? 'Published' : 'Not published',
          );
          const published = await desk
            .getByRole('row')
            .filter({ has: desk.getByText('Published', { exact: true }) })
            .count();
          await desk.close();

          // The pages: the newest published first, as written; examples marked to make three.
          for (const path of [t.testimonials, t.home]) {
            await page.goto(path);
            const cards =
              path === t.home
                ? page.getByRole('region', { name: t.testimonialsHeading }).getByRole('article')
                : page.getByRole('article');
            await expect(cards).toHaveCount(3);
            if (publish) {
              await expect(cards.nth(0).locator('blockquote')).toHaveText(words);
              await expect(cards.nth(0).locator('figcaption')).toHaveText('Rosa D. New Mexico');
              await expect(cards.nth(0).getByText(t.example, { exact: true })).toHaveCount(0);
            } else {
              await expect(page.getByText(words)).toHaveCount(0);
            }
            await expect(cards.getByText(t.example, { exact: true })).toHaveCount(
              Math.max(0, 3 - published),
            );
            if (scripts && path === t.testimonials) await expectNoAxeViolations(page);
          }
          await client.close();
        });
      }
    }
  });
}
