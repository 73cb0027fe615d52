// Lighthouse performance, five runs per page, each beside its baseline in the same run: the same
// page's HTML without its scripts, served from a plain loopback server. The baseline is what the
// host allows a page that runs no JavaScript; the gap between the two is what the scripts cost
// (decision 054). Budget: median performance 95 on every page (BENCHMARKS.md); an earlier
// target was a minimum of 100. Same settings as the Lighthouse test (tests/lighthouse/run.mjs):
// the system Chromium, Lighthouse's default mobile emulation with simulated throttling (4x CPU
// slowdown), a fresh browser per run, the production build in a child process.
// Usage: npm run build && node bench/lighthouse.mjs [--runs 5] [route ...]
// Results go to bench/results/ (gitignored). Exit code 1 when a page's median is below 95.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { lighthouseRun } from '../scripts/lighthouse-run.mjs';
import { machine, saveResult } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'build', 'server', 'index.js');
/** The performance budget: each page's median run. */
const BUDGET = 95;

/**
 * The page without what runs scripts: React Router's module boot, its route data, and the inline
 * scripts. The stylesheet and the icon are inline, so the page needs nothing else.
 */
function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Serves each route's script-free copy on a free loopback port. */
async function startBaseline(origin, routes) {
  const pages = new Map();
  for (const route of routes) {
    pages.set(route, withoutScripts(await (await fetch(origin + route)).text()));
  }
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    response.writeHead(page === undefined ? 404 : 200, {
      'Content-Type': 'text/html; charset=utf-8',
    });
    response.end(page ?? 'Not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}

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
  let baseline;
  try {
    const routes =
      positionals.length > 0
        ? positionals
        : [
            ...(await (await fetch(`${server.origin}/sitemap.xml`)).text()).matchAll(
              /<loc>([^<]+)<\/loc>/g,
            ),
          ].map((match) => new URL(match[1]).pathname);
    baseline = await startBaseline(server.origin, routes);
    for (const route of routes) {
      // Page and baseline alternate, so both see the same moments of a busy host.
      const results = [];
      const baselineResults = [];
      for (let i = 0; i < runs; i++) {
        results.push(await run(server.origin + route));
        baselineResults.push(await run(baseline.origin + route));
      }
      const scores = results.map((r) => r.performance);
      const lcps = results.map((r) => r.lcpMs);
      const tbts = results.map((r) => r.totalBlockingTimeMs);
      const baselineScores = baselineResults.map((r) => r.performance);
      pages.push({
        route,
        runs: results,
        baselineRuns: baselineResults,
        performance: { min: Math.min(...scores), median: median(scores) },
        baselinePerformance: { min: Math.min(...baselineScores), median: median(baselineScores) },
        lcpMs: { max: Math.max(...lcps), median: median(lcps) },
        totalBlockingTimeMs: { max: Math.max(...tbts), median: median(tbts) },
      });
      console.log(
        `${route}: performance ${scores.join(', ')} (without scripts ${baselineScores.join(', ')}); ` +
          `TBT ${tbts.join(', ')} ms; LCP ${lcps.join(', ')} ms`,
      );
    }
  } finally {
    await baseline?.stop();
    await server.stop();
  }

  console.log('');
  console.log(
    '| page | performance min / median | without scripts min / median | TBT median / worst | LCP median / worst |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const p of pages) {
    console.log(
      `| ${p.route} | ${p.performance.min} / ${p.performance.median} | ` +
        `${p.baselinePerformance.min} / ${p.baselinePerformance.median} | ` +
        `${p.totalBlockingTimeMs.median} / ${p.totalBlockingTimeMs.max} ms | ` +
        `${(p.lcpMs.median / 1000).toFixed(1)} / ${(p.lcpMs.max / 1000).toFixed(1)} s |`,
    );
  }
  const misses = pages.filter((p) => p.performance.median < BUDGET);
  for (const p of misses)
    console.log(`budget missed: ${p.route} median ${p.performance.median} < ${BUDGET}`);

  await saveResult('lighthouse', {
    date: new Date().toISOString(),
    command: `node bench/lighthouse.mjs --runs ${runs}`,
    machine: machine(),
    pages,
  });
  process.exitCode = misses.length > 0 ? 1 : 0;
}

await main();
