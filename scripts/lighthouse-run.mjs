// One Lighthouse run with the project's settings, shared by the Lighthouse test
// (tests/lighthouse/run.mjs) and the Lighthouse benchmark (bench/lighthouse.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';

/** What Lighthouse's own launcher adds: headless, and nothing installed that could run. */
const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  '--disable-default-apps',
  '--disable-extensions',
];

/** Attempts per run when Lighthouse cannot read its own trace (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url` in a fresh Chromium (nothing cached from the page before), with the
 * project's settings: mobile emulation, simulated throttling, no screenshots. A run whose trace
 * Lighthouse could not read says nothing about the page: it is run again, up to three times.
 * Resolves to Lighthouse's result ({ lhr, report }). `headers` go with every request (a cookie).
 */
export async function lighthouseRun(url, { categories, headers }) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: LIGHTHOUSE_FLAGS,
    });
    let result;
    try {
      result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        // Faster, and nothing a score reads: the screenshots are pictures for the HTML report.
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        ...(headers ? { extraHeaders: headers } : {}),
      });
    } finally {
      await chrome.kill();
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.log(`lighthouse ${url}: ${result.lhr.runtimeError.code}, running it again`);
  }
}
