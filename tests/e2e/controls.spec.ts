import { countPosts, expect, openAs, test } from './fixtures';
import { hydrated, LANGUAGES } from './pages';

/**
 * Every control docs/product.md names, tried the way a visitor meets it in three projects
 * (playwright.config.ts, decision 039): hydrated; at once while the page's scripts are held back
 * three seconds; and with JavaScript disabled. What the visitor sees is the same words each time,
 * by script or by the native equivalent (a form that posts, a popover, `required`).
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

for (const { lang, locale, t, path } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('Calculate pressed at once gives the estimate, and the page agrees with itself', async ({
      page,
      scripts,
    }) => {
      await openAs(page, scripts, path('calculator'));
      // 2024, single, wages 64,600, 8,000 withheld: refund 1,941; fee 35; net 1,906.
      await page.getByLabel(t.income).fill('64600');
      await page.getByLabel(t.withheld).fill('8000');
      await page.getByLabel(t.taxYear).selectOption('2024');
      const confirm = page.getByRole('checkbox', { name: t.confirm });
      await confirm.check();
      const calculate = page.getByRole('button', { name: t.calculate });
      await calculate.click();
      const amounts = page.getByRole('status').getByRole('definition');
      await expect(amounts).toHaveText(['$1,941.00', '$35.00', '$1,906.00']);
      // In every state after it, hydrated or not yet: values kept, box ticked, Calculate enabled.
      const agrees = async () => {
        await expect(page.getByLabel(t.income)).toHaveValue('64600');
        await expect(page.getByLabel(t.withheld)).toHaveValue('8000');
        await expect(confirm).toBeChecked();
        await expect(calculate).toBeEnabled();
        await expect(amounts).toHaveText(['$1,941.00', '$35.00', '$1,906.00']);
      };
      await agrees();
      if (scripts === 'late') {
        await hydrated(page);
        await agrees();
      }
    });

    test('the menu opens and closes, keeps its name, closes on Escape and a followed link', async ({
      page,
      scripts,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openAs(page, scripts, path('testimonials'));
      const menu = page.getByRole('button', { name: t.menu, exact: true });
      const link = page
        .getByRole('navigation', { name: t.mainNav })
        .getByRole('link', { name: t.nav.calculator });
      await expect(link).toBeHidden();
      await expect(menu).toHaveAttribute('aria-controls', /.+/);
      await menu.click();
      await expect(link).toBeVisible();
      await expect(menu).toHaveAccessibleName(t.menu);
      // Kept by the boot script with scripts on; without them, the browser's own state says it.
      if (scripts !== 'off') await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await menu.click();
      await expect(link).toBeHidden();
      if (scripts !== 'off') await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(link).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await link.click();
      // Hydrated by then or not: a client navigation waits for the next page's (late) module too.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.calculator, {
        timeout: 10_000,
      });
      await expect(link).toBeHidden();
    });

    test('Upload with no file sends nothing; a chosen file is named, sent once, then cleared', async ({
      page,
      scripts,
    }) => {
      const posts = countPosts(page, '/api/upload');
      await openAs(page, scripts, path('upload'));
      const section = page.getByRole('region', { name: t.h1.upload });
      const upload = section.getByRole('button', { name: t.upload });
      const input = section.getByLabel(t.chooseFile);
      await upload.click();
      // Hydrated, the page says so in its words; before or without scripts, the browser stops the
      // form (`required`). Either way nothing is sent.
      if (scripts === 'hydrated') await expect(section.getByRole('status')).toHaveText(t.noFile);
      else
        expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      expect(posts()).toBe(0);

      await input.setInputFiles({ name: 'w2.pdf', mimeType: 'application/pdf', buffer: PDF });
      // Named at once: by the boot script with scripts on, by the browser's own control without.
      if (scripts !== 'off') await expect(section.getByText(t.selected)).toContainText('w2.pdf');
      await upload.click();
      await expect(page.getByRole('status')).toContainText(t.uploadSuccess);
      await expect(page.getByRole('status').getByRole('link')).toHaveAttribute('href', /^http/);
      expect(posts()).toBe(1);
      if (scripts === 'hydrated') {
        // Stored, the input is emptied: Upload again stores nothing twice.
        await upload.click();
        await expect(section.getByRole('status')).toHaveText(t.noFile);
        expect(posts()).toBe(1);
      }
    });

    test('contact: the three steps, Back keeps values, Send gives the thanks', async ({
      page,
      scripts,
    }) => {
      // The message reaches the server once, always at the page's action: by its fetcher
      // (hydrated), or by step 3's form posted with Send (the steps' other posts only move
      // between them).
      let sends = 0;
      page.on('request', (request) => {
        if (request.method() !== 'POST') return;
        const { pathname } = new URL(request.url());
        if (pathname === path('contact') || pathname === `${path('contact')}.data`) {
          if (new URLSearchParams(request.postData() ?? '').get('intent') === 'send') sends += 1;
        }
      });
      await openAs(page, scripts, path('contact'));
      const heading = (name: string) => page.getByRole('heading', { name });
      // Every step change, by the page or by the server's answer (`autofocus`), puts focus on
      // the new step's heading.
      const shown = async (name: string) => {
        await expect(heading(name)).toBeVisible();
        await expect(heading(name)).toBeFocused();
      };
      await page.getByLabel(t.name).fill('Ana Lopez');
      await page.getByLabel(t.email).fill('ana@example.com');
      await page.getByRole('button', { name: t.next }).click();
      await shown(t.step2);
      await page.getByLabel(t.message).fill('When will my refund arrive?');
      await page.getByRole('button', { name: t.back }).click();
      await shown(t.step1);
      await expect(page.getByLabel(t.name)).toHaveValue('Ana Lopez');
      await expect(page.getByLabel(t.email)).toHaveValue('ana@example.com');
      await page.getByRole('button', { name: t.next }).click();
      await shown(t.step2);
      await expect(page.getByLabel(t.message)).toHaveValue('When will my refund arrive?');
      await page.getByRole('button', { name: t.next }).click();
      await shown(t.step3);
      const review = page.getByRole('main').getByRole('definition');
      await expect(review).toHaveText([
        'Ana Lopez',
        'ana@example.com',
        'When will my refund arrive?',
      ]);
      await page.getByRole('button', { name: t.send }).click();
      await shown(t.thanks);
      await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute(
        'href',
        path('home'),
      );
      expect(sends).toBe(1);
    });

    // "I Agree & Continue" in the three projects, with its record: controls-agreement.spec.ts.

    test('"Cancel" goes home without accepting', async ({ page, scripts }) => {
      await openAs(page, scripts, path('agreement'));
      await page.getByRole('button', { name: t.cancel }).click();
      await page.waitForURL((url) => url.pathname === path('home') && url.search === '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.home);
      if (scripts !== 'off') {
        expect(await page.evaluate(() => localStorage.getItem('agreementAccepted'))).toBeNull();
      }
    });
  });
}
