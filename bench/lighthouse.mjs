// Lighthouse performance, five runs per page: each page's minimum and median performance score
// and LCP, to see whether every load paints its largest content first (issue 12; target: minimum
// 100 on every page). Same settings as the Lighthouse test (tests/lighthouse/run.mjs): the system
// Chromium, Lighthouse's default mobile emulation with simulated throttling, a fresh browser per
// run, the production build in a child process.
// Usage: npm run build && node bench/lighthouse.mjs [--runs 5] [route ...]
// Results go to bench/results/ (gitignored). Exit code 1 when a page's minimum is below 100.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { lighthouseRun } from '../scripts/lighthouse-run.mjs';
import { machine, saveResult } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'build', 'start.js');
const TARGET = 100;

const { values: args, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '5' } },
  allowPositionals: true,
});

/** One run: the performance score (0-100), the LCP and the FCP in ms. */
async function run(url) {
  const { lhr } = await lighthouseRun(url, { categories: ['performance'] });
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    // The other metrics of the score, to see which one cost a point.
    speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue),
    totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (!existsSync(SERVER)) {
    console.error(`No build at ${SERVER}: run npm run build first.`);
    process.exit(1);
  }
  const runs = Number(args.runs);
  const server = await startBuiltServer();
  const pages = [];
  try {
    const routes =
      positionals.length > 0
        ? positionals
        : [
            ...(await (await fetch(`${server.origin}/sitemap.xml`)).text()).matchAll(
              /<loc>([^<]+)<\/loc>/g,
            ),
          ].map((match) => new URL(match[1]).pathname);
    for (const route of routes) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await run(server.origin + route));
      const scores = results.map((r) => r.performance);
      const lcps = results.map((r) => r.lcpMs);
      pages.push({
        route,
        runs: results,
        performance: { min: Math.min(...scores), median: median(scores) },
        lcpMs: { max: Math.max(...lcps), median: median(lcps) },
      });
      console.log(`${route}: performance ${scores.join(', ')}; LCP ${lcps.join(', ')} ms`);
    }
  } finally {
    await server.stop();
  }

  console.log('');
  console.log('| page | performance min | performance median | LCP median | LCP worst |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const p of pages) {
    console.log(
      `| ${p.route} | ${p.performance.min} | ${p.performance.median} | ` +
        `${(p.lcpMs.median / 1000).toFixed(1)} s | ${(p.lcpMs.max / 1000).toFixed(1)} s |`,
    );
  }
  const misses = pages.filter((p) => p.performance.min < TARGET);
  for (const p of misses)
    console.log(`target missed: ${p.route} minimum ${p.performance.min} < ${TARGET}`);

  await saveResult('lighthouse', {
    date: new Date().toISOString(),
    command: `node bench/lighthouse.mjs --runs ${runs}`,
    machine: machine(),
    pages,
  });
  process.exitCode = misses.length > 0 ? 1 : 0;
}

await main();
