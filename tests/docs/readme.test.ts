import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from '~/settings.server';

const root = new URL('../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

// README.md and BENCHMARKS.md are read by a newcomer in one sitting (issue 35): short, and what
// they list is what the code has.
describe('README.md', () => {
  const readme = read('README.md');

  it('is at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('lists every setting app/settings.server.ts reads in a table row, with a default', () => {
    const rows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const missing = VARIABLES.filter((variable) => {
      const cells = rows
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .find((row) => row[1]?.includes(`\`${variable}\``));
      return cells === undefined || cells.length < 5 || cells[2] === '';
    });
    expect(missing).toEqual([]);
  });
});

describe('BENCHMARKS.md', () => {
  const benchmarks = read('BENCHMARKS.md');

  it('is at most 250 lines', () => {
    expect(benchmarks.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('has a section for every bench script of package.json', () => {
    const scripts = Object.keys(
      (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
    ).filter((name) => name.startsWith('bench:'));
    expect(scripts.length).toBeGreaterThan(0);
    const missing = scripts.filter((name) => !benchmarks.includes(`## \`npm run ${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('links between the documents', () => {
  const documents = [
    'README.md',
    'BENCHMARKS.md',
    ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];

  it('lead to files that exist', () => {
    const broken: string[] = [];
    for (const document of documents) {
      const text = read(document).replace(/```[\s\S]*?```/g, '');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;
        const path = join(root, dirname(document), target.split('#')[0] ?? '');
        if (!existsSync(path)) broken.push(`${document}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
