import { expect, test } from '@playwright/test';
import { LANGUAGES } from './pages';

// WCAG 1.4.10 Reflow: nothing wider than the screen, at phone, tablet and desktop widths.
const WIDTHS = [320, 375, 768, 1280];

async function overflow(page: import('@playwright/test').Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no page is wider than the screen', async ({ page }) => {
      for (const { path } of LANGUAGES.flatMap((site) => site.pages)) {
        await page.goto(path);
        expect(await overflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });

    test('the header stays on one line', async ({ page }) => {
      for (const path of ['/', '/es']) {
        await page.goto(path);
        const header = page.getByRole('banner');
        const height = await header.evaluate((el) => el.getBoundingClientRect().height);
        expect(height, `${path} at ${width} px`).toBeLessThan(80);
      }
    });
  });
}

test.describe('on a phone with the menu open', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/calculator');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

test('the two home cards are the same height side by side', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  const tracker = page.getByRole('region', { name: 'Refund Tracker' });
  const upload = page.getByRole('region', { name: 'Upload Your Tax Documents' });
  const [a, b] = await Promise.all([tracker.boundingBox(), upload.boundingBox()]);
  expect(a?.y).toBe(b?.y);
  expect(Math.abs((a?.height ?? 0) - (b?.height ?? 1))).toBeLessThan(1);
  expect(Math.abs((a?.width ?? 0) - (b?.width ?? 1))).toBeLessThan(1);
});

test('the current page link is as wide bold as plain: the links do not shift', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const positions: number[][] = [];
  for (const path of ['/', '/testimonials']) {
    await page.goto(path);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    positions.push(
      await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x))),
    );
  }
  expect(positions[1]).toEqual(positions[0]);
});

test('a short page keeps its footer at the bottom of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/no-such-page');
  const footer = page.getByRole('contentinfo');
  const box = await footer.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(1400, 0);
});

test('the focus ring in the footer stands out from the footer (3:1 at least)', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ratio = await link.evaluate((el) => {
    const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ring = luminance(rgb(getComputedStyle(el).outlineColor));
    const footer = el.closest('footer');
    const back = luminance(
      rgb(footer ? getComputedStyle(footer).backgroundColor : 'rgb(255,255,255)'),
    );
    return (Math.max(ring, back) + 0.05) / (Math.min(ring, back) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(3);
});
