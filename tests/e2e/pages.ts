import type { Page } from '@playwright/test';
import { pathOf } from '../../app/site/pages';

/** Every page with its h1, for tests that walk every route. */
export const PAGES = [
  { path: pathOf('home'), h1: 'Your federal tax refund, filed fast' },
  { path: pathOf('upload'), h1: 'Upload Your Tax Documents' },
  { path: pathOf('calculator'), h1: 'Refund Calculator' },
  { path: pathOf('testimonials'), h1: 'Testimonials' },
  { path: pathOf('contact'), h1: 'Contact Us' },
  { path: pathOf('agreement'), h1: 'User Agreement' },
  { path: pathOf('terms'), h1: 'Terms of Service' },
  { path: pathOf('privacy'), h1: 'Privacy Notice' },
] as const;

/** The navigation's links by name (PRODUCT.md), in order. */
export const NAV_LINKS = [
  ['Home', pathOf('home')],
  ['Upload Docs', pathOf('upload')],
  ['Calculator', pathOf('calculator')],
  ['Testimonials', pathOf('testimonials')],
  ['Contact', pathOf('contact')],
  ['Agreement', pathOf('agreement')],
] as const;

/**
 * Resolves once React has hydrated the page (it marks the document it listens on). The scripts
 * load after the first paint (decision 014), so `load` can come before them: a test that clicks
 * something only scripts handle waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('_reactListening')),
  );
}
