// Lighthouse on every page of the production build, in each language (the sitemap's <loc>s), in
// the system Chromium, with Lighthouse's default mobile settings (Moto G Power screen). Fails when
// a page misses a budget, naming the page, the category, the score and the budget.
// The categories checked here are the ones a page either passes or not, whatever the host:
// accessibility, best practices, SEO. Performance is a timing: it is measured by the benchmark,
// beside a baseline in the same run (`npm run bench:lighthouse`, decision 054).
//
// The visitor's case page (/case, /es/case) is rendered per request and never in the sitemap: it is
// audited as well, as a browser without a case sees it ("Open your case") and, in English, with
// one (a case cookie). It is `noindex` by design (docs/back-office.md), so SEO's is-crawlable
// fails there and the SEO score cannot reach 100: on those pages that one audit must fail (the
// page is really kept out of search), and every other SEO audit must pass (decision 072).
//
// Usage: npm run build && node tests/lighthouse/run.mjs [route ...]
// The built server (build/server/index.js) runs in a child process on a free loopback port with a data
// folder of its own (scripts/built-server.mjs). Nothing is fetched from another host: the pages are local, Chromium's background
// networking is off, and Lighthouse has no audit here that goes out.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../../scripts/built-server.mjs';
import { CHROME_PATH } from '../../scripts/chromium.mjs';
import { lighthouseRun } from '../../scripts/lighthouse-run.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER = path.join(ROOT, 'build', 'server', 'index.js');

// Each page's full report, to see why a score moved (open in the Lighthouse viewer or read it).
const REPORT_DIR = path.join(ROOT, 'test-results', 'lighthouse');

let routes = [];
// Some routes only, to look into one: node tests/lighthouse/run.mjs /calculator
// Without arguments, every page the server's sitemap lists (the pages are written once, in
// app/site/pages.ts).
const CHOSEN_ROUTES = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/** The paths of every page in the built server's sitemap.xml. */
async function sitemapRoutes(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The case page's routes: not in the sitemap (never prerendered, never indexed). */
const CASE_ROUTES = ['/case', '/es/case'];
/** The case page as a browser with a case sees it (a cookie made by a contact message). */
const WITH_CASE = '/case (with a case)';

/** Audits that must fail on a route, by category: `noindex` on the case page, on purpose. */
const FAILING_BY_DESIGN = {
  '/case': { seo: ['is-crawlable'] },
  '/es/case': { seo: ['is-crawlable'] },
  [WITH_CASE]: { seo: ['is-crawlable'] },
};

/** Lowest passing score per category, out of 100. Performance: bench/lighthouse.mjs. */
const BUDGETS = {
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const CATEGORIES = Object.keys(BUDGETS);

/**
 * Pages audited side by side (the CI hosts have 2 cores) by as many child processes, each taking
 * its share of the pages one after another: Lighthouse keeps state in its module and does not
 * support two runs in one process, and loading it costs seconds, so once per child.
 */
const PAGES_AT_ONCE = 2;
const CHILD_FLAG = '--pages';

/**
 * Scores of one page (`{ route, url, headers }`), and the audits below 100 of each category
 * (`{ id, text }`).
 */
async function audit({ route, url, headers }) {
  const { lhr, report } = await lighthouseRun(url, { categories: CATEGORIES, headers });
  await writeFile(path.join(REPORT_DIR, `${reportName(route)}.json`), report);
  const scores = {};
  const failedAudits = {};
  for (const category of CATEGORIES) {
    const { score, auditRefs } = lhr.categories[category];
    scores[category] = score === null ? null : Math.round(score * 100);
    failedAudits[category] = auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result.score !== null && result.score < 1)
      .map((result) => ({
        id: result.id,
        text: `${result.id} (${result.displayValue || Math.round(result.score * 100)})`,
      }));
  }
  return { route, scores, failedAudits };
}

/**
 * audit() of each page in order in a child process (this file with CHILD_FLAG and each page as
 * JSON), which writes one JSON line per page; `done` is called with each page's answer as it comes.
 */
function auditInChild(pages, done) {
  const args = pages.map((page) => JSON.stringify(page));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), CHILD_FLAG, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{')) done(JSON.parse(line));
        else if (line.trim() !== '') console.log(line);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse child exited with ${code}`)),
    );
  });
}

function reportName(route) {
  // /es/calculator → es-calculator, "/case (with a case)" → case-with-a-case: one file per page.
  return route === '/'
    ? 'home'
    : route
        .replace(/[^a-z0-9/]+/gi, '-')
        .slice(1)
        .replaceAll('/', '-');
}

/**
 * Whether a page's category misses: a score under budget for anything but the audits failing by
 * design, or one of those passing (the case page would then be indexed). The sentence why.
 */
function missOf(route, category, score, failedAudits) {
  const byDesign = FAILING_BY_DESIGN[route]?.[category] ?? [];
  const failed = failedAudits[category];
  if (score === null) return 'no score';
  const unexpected = failed.filter((audit) => !byDesign.includes(audit.id));
  const notFailing = byDesign.filter((id) => !failed.some((audit) => audit.id === id));
  if (notFailing.length > 0) return `${notFailing.join(', ')} should fail (noindex), passed`;
  if (byDesign.length === 0 && score < BUDGETS[category]) {
    return failed.map((audit) => audit.text).join(', ') || 'no audit below 100';
  }
  if (unexpected.length > 0) return unexpected.map((audit) => audit.text).join(', ');
  return undefined;
}

/**
 * A case for the audit of the case page with a case: its cookie, from a contact message sent as
 * the contact page's form sends it (to its route's action, as tests/shared/contact-form.ts does).
 */
async function caseCookie(origin) {
  const response = await fetch(`${origin}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Lighthouse',
      website: '',
      intent: 'send',
    }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => /^(__Host-)?qr_case=/.test(pair));
  if (response.status !== 200 || cookie === undefined) {
    throw new Error(`No case for the case page: ${response.status}`);
  }
  return cookie;
}

function table(rows) {
  const header = ['route', ...CATEGORIES];
  const lines = [
    header,
    ...rows.map(({ route, scores }) => [route, ...CATEGORIES.map((c) => String(scores[c] ?? '-'))]),
  ];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [
    format(lines[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.slice(1).map(format),
  ].join('\n');
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error(`No build at ${SERVER}: run npm run build first.`);
    process.exit(1);
  }
  if (!existsSync(CHROME_PATH)) {
    console.error(`Chromium not found at ${CHROME_PATH}: install it or set CHROME_PATH.`);
    process.exit(1);
  }
  const started = Date.now();
  await rm(REPORT_DIR, { recursive: true, force: true });
  await mkdir(REPORT_DIR, { recursive: true });
  const server = await startBuiltServer();
  const rows = [];
  try {
    routes =
      CHOSEN_ROUTES.length > 0
        ? CHOSEN_ROUTES
        : [...(await sitemapRoutes(server.origin)), ...CASE_ROUTES, WITH_CASE];
    const pages = await Promise.all(
      routes.map(async (route) =>
        route === WITH_CASE
          ? {
              route,
              url: `${server.origin}/case`,
              headers: { Cookie: await caseCookie(server.origin) },
            }
          : { route, url: server.origin + route },
      ),
    );
    // Two pages at a time, each in a Chromium of its own: a run is mostly one busy thread, and
    // none of the categories checked here is a timing (performance is the benchmark's).
    const shares = Array.from({ length: PAGES_AT_ONCE }, (_, i) =>
      pages.filter((_, index) => index % PAGES_AT_ONCE === i),
    );
    const record = ({ route, scores, failedAudits }) => {
      rows.push({ route, scores, failedAudits });
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`lighthouse ${route}: done at ${seconds} s`);
    };
    await Promise.all(
      shares.filter((share) => share.length > 0).map((share) => auditInChild(share, record)),
    );
    rows.sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route));
  } finally {
    await server.stop();
  }

  const misses = [];
  for (const { route, scores, failedAudits } of rows) {
    for (const category of CATEGORIES) {
      const score = scores[category];
      const miss = missOf(route, category, score, failedAudits);
      if (miss !== undefined) {
        misses.push(
          `${route}: ${category} ${score ?? 'no score'} < budget ${BUDGETS[category]} (${miss})`,
        );
      }
    }
  }
  const failedRoutes = new Set(misses.map((miss) => miss.slice(0, miss.indexOf(':'))));

  console.log('');
  console.log(table(rows));
  if (misses.length > 0) {
    console.log('');
    console.log('Budgets missed:');
    for (const miss of misses) console.log(`  ${miss}`);
  }
  console.log('');
  console.log(`lighthouse: ${rows.length - failedRoutes.size} passed, ${failedRoutes.size} failed`);
  process.exitCode = failedRoutes.size > 0 ? 1 : 0;
}

if (process.argv[2] === CHILD_FLAG) {
  await mkdir(REPORT_DIR, { recursive: true });
  for (const page of process.argv.slice(3))
    console.log(JSON.stringify(await audit(JSON.parse(page))));
} else {
  main().catch(fail);
}

function fail(error) {
  console.error(error);
  console.log(`lighthouse: 0 passed, ${Math.max(routes.length, 1)} failed`);
  process.exit(1);
}
