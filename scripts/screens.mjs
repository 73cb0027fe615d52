// `npm run screens`: screenshots of every page of a running build, at a phone's width (390 px)
// and a desktop's (1366 px), in both languages, with the system Chromium (scripts/chromium.mjs).
// Every page goes to test-results/screens/ (a whole page each); the four the README shows (the
// home page and the case page, phone and desktop, as the first screen a visitor sees) to
// docs/screens/, where they are committed.
//
//   npm start                     # in another shell, or any running build
//   npm run screens               # SCREENS_URL=http://localhost:3000 by default
//
// The public pages are the ones the server's sitemap.xml lists (both languages); the case page
// needs a case, which the script opens by uploading a one-page PDF it makes, as a visitor would.
// The staff case page of that case too (docs/screens/staff-case-*.png): the script adds a staff
// account with `npm run staff` in the server's DATA_DIR (SCREENS_DATA_DIR, default ./data, as
// `npm start` uses), enrols it and signs in; without that command's answer it skips them.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { CHROME_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './chromium.mjs';

const BASE = (process.env.SCREENS_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const ROOT = path.resolve(import.meta.dirname, '..');
const ALL = path.join(ROOT, 'test-results', 'screens');
const README = path.join(ROOT, 'docs', 'screens');
const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 2 },
  { name: '1366', viewport: { width: 1366, height: 900 }, isMobile: false, deviceScaleFactor: 1 },
];
/** The pages the README shows, by their path, and the name of their file there. */
const FOR_README = new Map([
  ['/', 'home'],
  ['/case', 'case'],
]);

/** The site's public pages as its sitemap names them, as paths. */
async function publicPages() {
  const answer = await fetch(`${BASE}/sitemap.xml`).catch((error) => {
    throw new Error(`No server answers at ${BASE} (${error.message}): start one with npm start.`);
  });
  if (!answer.ok) throw new Error(`${BASE}/sitemap.xml answered ${answer.status}`);
  const xml = await answer.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? match[2]).pathname,
  );
  return [...new Set(paths)];
}

/** A one-page PDF, the smallest a PDF reader opens: the upload checks a file's bytes. */
function onePagePdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The authenticator's code for a setup key, `ahead` steps of 30 s from now. */
const codeFor = (secret, ahead = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

/**
 * The staff case page of `reference` at both widths, signed in as a staff account made for it;
 * undefined (and a line why) when `npm run staff` cannot reach the server's database.
 */
async function staffCasePictures(browser, reference) {
  const email = `screens-${Date.now().toString(36)}@example.com`;
  const password = 'pictures of the back office, taken by npm run screens';
  let link;
  try {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '-s', 'staff', '--', 'add', email],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: process.env.SCREENS_DATA_DIR ?? 'data' },
      },
    );
    link = new URL(stdout.trim().slice('Enrolment link: '.length)).pathname;
  } catch (error) {
    process.stdout.write(`No staff pictures: npm run staff answered ${error.message}\n`);
    return;
  }
  const context = await browser.newContext({ baseURL: BASE, viewport: WIDTHS[1].viewport });
  const page = await context.newPage();
  await page.goto(link);
  const secret = await page.getByRole('textbox', { name: 'Setup key' }).inputValue();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Authenticator code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // Enrolment spent the current step's code: a code works once.
  await page.getByLabel('Authenticator code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Cases' }).waitFor();
  for (const { name, viewport } of [...WIDTHS].reverse()) {
    await page.setViewportSize(viewport);
    await page.goto(`/staff/cases/${reference}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(ALL, `staff-case-${name}.png`), fullPage: true });
    await page.screenshot({ path: path.join(README, `staff-case-${name}.png`) });
    process.stdout.write(`staff-case-${name}.png\n`);
  }
  await context.close();
}

const fileName = (page) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '-'));

async function main() {
  const pages = await publicPages();
  await mkdir(ALL, { recursive: true });
  await mkdir(README, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  });
  let reference;
  try {
    for (const { name, ...device } of WIDTHS) {
      const context = await browser.newContext({ ...device, baseURL: BASE });
      const page = await context.newPage();
      // A case for this browser, opened by an upload as the upload page's form makes one.
      const upload = await page.request.post('/api/upload', {
        headers: { Origin: BASE },
        multipart: {
          upload_preset: 'tax_documents',
          file: { name: 'w2.pdf', mimeType: 'application/pdf', buffer: onePagePdf() },
        },
      });
      if (!upload.ok()) throw new Error(`The upload answered ${upload.status()}`);
      for (const target of [...pages, '/case', '/es/case', '/staff/sign-in']) {
        await page.goto(target, { waitUntil: 'networkidle' });
        if (target === '/case') {
          reference ??= /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
            (await page.locator('main').textContent()) ?? '',
          )?.[0];
        }
        const file = `${fileName(target)}-${name}.png`;
        await page.screenshot({ path: path.join(ALL, file), fullPage: true });
        const readme = FOR_README.get(target);
        if (readme !== undefined) {
          await page.screenshot({ path: path.join(README, `${readme}-${name}.png`) });
        }
        process.stdout.write(`${file}\n`);
      }
      await context.close();
    }
    if (reference !== undefined) await staffCasePictures(browser, reference);
  } finally {
    await browser.close();
  }
  await writeFile(path.join(ALL, 'from.txt'), `${BASE}\n`);
  process.stdout.write(`Every page in ${ALL}; the README's in ${README}\n`);
}

main().catch((error) => {
  process.stderr.write(`screens: ${error.message}\n`);
  process.exit(1);
});
