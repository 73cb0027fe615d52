import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const server = new URL('../../server/', import.meta.url).pathname;

// A newcomer finds the server's code by its concern (issue 35): the root holds the few modules
// that put the server together, and everything else lives in a folder named for what it does.
describe('server/', () => {
  it('holds at most 8 files at its root', () => {
    const files = readdirSync(server, { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(
      files.map((file) => file.name).length,
      files.map((f) => f.name).join(', '),
    ).toBeLessThanOrEqual(8);
  });
});
