import { expect, test } from './fixtures';
import { LANGUAGES, openPage } from './pages';

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

test.describe('the season banner below 768 px', () => {
  for (const width of [320, 375, 414, 600, 767]) {
    test(`reads as one paragraph at ${width} px: aligned lines, the link in them, no overflow`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Announcement' });
      const layout = await banner.evaluate((el) => {
        const shown = [...el.querySelectorAll('.banner__season')].filter(
          (span) => getComputedStyle(span).display !== 'none',
        );
        const lines = shown.flatMap((span) => [...span.getClientRects()]);
        const link = [...(el.querySelector('a')?.getClientRects() ?? [])];
        const close = el.querySelector('button')?.getBoundingClientRect();
        return {
          overflow: el.scrollWidth - el.clientWidth,
          lineLefts: lines.map((r) => Math.round(r.left)),
          lineHeight: Math.round(lines[0]?.height ?? 0),
          lastLineTop: Math.round(lines.at(-1)?.top ?? -1),
          link: link.map((r) => ({
            left: Math.round(r.left),
            top: Math.round(r.top),
            right: r.right,
            height: Math.round(r.height),
          })),
          closeLeft: close?.left ?? 0,
        };
      });
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // Left-aligned: every line of the sentence starts at one edge (no ragged centred lines).
      const left = layout.lineLefts[0];
      expect(new Set(layout.lineLefts), 'line starts').toEqual(new Set([left]));
      const first = layout.link[0] ?? { top: -2, left: -2 };
      // The link runs on in the sentence's lines: on its last line, or (wrapped) from the same
      // edge; and its boxes are text lines, not a taller padded box of their own.
      expect(first.top === layout.lastLineTop || first.left === left, 'link placement').toBe(true);
      for (const box of layout.link) {
        expect(Math.abs(box.height - layout.lineHeight), 'link line height').toBeLessThanOrEqual(2);
        expect(box.right).toBeLessThanOrEqual(layout.closeLeft);
      }
    });
  }
});

test.describe('on a phone with the menu open', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing is wider than the screen', async ({ page }) => {
    await openPage(page, '/calculator');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calculator' }),
    ).toBeVisible();
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
