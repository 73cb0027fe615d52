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
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
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

const fileName = (page) => (page === '/' ? 'home' : page.slice(1).replaceAll('/', '-'));

async function main() {
  const pages = await publicPages();
  await mkdir(ALL, { recursive: true });
  await mkdir(README, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  });
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
  } finally {
    await browser.close();
  }
  await writeFile(path.join(ALL, 'from.txt'), `${BASE}\n`);
  process.stdout.write(`Every page in ${ALL}; the README's four in ${README}\n`);
}

main().catch((error) => {
  process.stderr.write(`screens: ${error.message}\n`);
  process.exit(1);
});
