import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { afterAll, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { HEAP_GROWING_PERCENT, WASM_TIER_UP_FLAG } from './heap';
import { copyMigratedDatabase } from '../../tests/api/helpers/engines';

// The flag's effect on uploads is measured by `npm run bench:upload` (BENCHMARKS.md); this checks
// that the app sets it, whoever starts it.
vi.mock('node:v8', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:v8')>()),
  setFlagsFromString: vi.fn(),
}));

const dir = await mkdtemp(path.join(os.tmpdir(), 'heap-test-'));
await copyMigratedDatabase(dir);
afterAll(() => rm(dir, { recursive: true, force: true }));

it('createApp sets how far the old generation grows before a full collection', async () => {
  expect(setFlagsFromString).not.toHaveBeenCalled();
  const app = await createApp({ pages: false, env: { DATA_DIR: dir }, log: () => {} });
  await app.close();
  expect(setFlagsFromString).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
});

// Its effect on memory is measured by `npm run bench:memory` (decision 083).
it('opening the embedded database keeps WebAssembly on the baseline compiler', async () => {
  vi.mocked(setFlagsFromString).mockClear();
  const app = await createApp({ pages: false, env: { DATA_DIR: dir }, log: () => {} });
  await app.close();
  expect(setFlagsFromString).toHaveBeenCalledWith(WASM_TIER_UP_FLAG);
});

// setFlagsFromString ignores a flag V8 does not know, without a word; the command line refuses it
// ("bad option"). A Node.js upgrade that drops or renames the flag fails here, not in silence.
it.each([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, WASM_TIER_UP_FLAG])(
  'the Node.js running the tests knows %s',
  (flag) => {
    const run = spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  },
);
