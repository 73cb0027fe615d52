// What every benchmark here records beside its figures: the machine, and where results go.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'results', // gitignored
);

/** The machine a figure was measured on. */
export function machine() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryMiB: Math.round(os.totalmem() / 1048576),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** Writes `record` as bench/results/NAME-<time>.json and NAME-latest.json. */
export async function saveResult(name, record) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(record, null, 2)}\n`;
  const stamp = new Date().toISOString().replaceAll(':', '-').replaceAll('.', '-');
  await writeFile(path.join(RESULTS_DIR, `${name}-${stamp}.json`), json);
  await writeFile(path.join(RESULTS_DIR, `${name}-latest.json`), json);
}
