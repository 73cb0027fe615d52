import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECISIONS_DIR, indexState, readRecord } from '../../scripts/decisions-index.mjs';

// docs/decisions/README.md indexes every record with its status (scripts/decisions-index.mjs).
describe('the index of decisions', () => {
  it('lists every record, and is what the records say now', async () => {
    const { current, wanted } = await indexState();
    const records = readdirSync(DECISIONS_DIR).filter((file) => /^\d{3}-.+\.md$/.test(file));
    expect(records.length).toBeGreaterThan(80);
    for (const file of records) expect(current).toContain(`](${file})`);
    // Stale after a new record or a changed status: `node scripts/decisions-index.mjs` rewrites it.
    expect(current).toBe(wanted);
  });

  it('reads a record whose date and status share a line, and one whose status runs on', () => {
    expect(
      readRecord(
        '039-native-controls-first.md',
        [
          '# 039: Every control does its job natively; scripts enhance it',
          '',
          'Date: 2026-11-25 · Status: accepted · Supersedes 033 and 037 (014 stays) ·',
          'Amended by 056',
          '',
          '## Context',
          'Status: not this one',
        ].join('\n'),
      ),
    ).toEqual({
      number: '039',
      file: '039-native-controls-first.md',
      title: 'Every control does its job natively; scripts enhance it',
      date: '2026-11-25',
      status: 'accepted; supersedes 033 and 037; amended by 056',
    });
    const superseded = readRecord(
      '008-page-serving-performance.md',
      '# 008: Pages\n\nDate: 2026-11-22\nStatus: superseded by 013 (pages as fixed bytes). Kept for the figures.\n\n## Context\n',
    );
    expect(superseded.status).toBe('superseded by 013');
  });

  it('refuses a record without its header', () => {
    expect(() => readRecord('094-x.md', '# 094: X\n\nDate: 2026-11-26\n\n## Context\n')).toThrow(
      /Status/,
    );
    expect(() =>
      readRecord('094-x.md', '# 095: X\n\nDate: 2026-11-26 · Status: accepted\n'),
    ).toThrow(/094/);
  });
});
