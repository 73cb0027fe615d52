/** FEE_SCHEDULE_FILE read and checked at start: one sentence naming what is wrong. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from './settings.server';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fee-schedule-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function listFile(name: string, text: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, text);
  return file;
}

function problemOf(env: NodeJS.ProcessEnv): string {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('FEE_SCHEDULE_FILE', () => {
  it('keeps the income table when unset', () => {
    expect(readSettings({}).fees).toEqual({ kind: 'incomeTable' });
  });

  it('reads the price list of docs/product.md, a form left out costing 0', async () => {
    const file = await listFile(
      'list.json',
      '{ "federalReturn": 120, "forms": { "schedule8812": 40, "scheduleA": 60 }, "stateReturn": 50 }',
    );
    expect(readSettings({ FEE_SCHEDULE_FILE: file }).fees).toEqual({
      kind: 'priceList',
      prices: { federalReturn: 120, forms: { schedule8812: 40, scheduleA: 60 }, stateReturn: 50 },
    });
  });

  it.each([
    ['missing.json', null, /^FEE_SCHEDULE_FILE \S+missing\.json cannot be read \(ENOENT\)$/],
    ['not-json.json', '{ federalReturn: 120 }', /^FEE_SCHEDULE_FILE \S+ is not JSON$/],
    ['array.json', '[120]', /^FEE_SCHEDULE_FILE \S+ must hold a JSON object/],
    ['no-base.json', '{ "forms": {} }', /^FEE_SCHEDULE_FILE \S+: federalReturn must be a whole/],
    [
      'cents.json',
      '{ "federalReturn": 99.5 }',
      /: federalReturn must be a whole number of dollars$/,
    ],
    [
      'text.json',
      '{ "federalReturn": "120" }',
      /: federalReturn must be a whole number of dollars$/,
    ],
    [
      'negative.json',
      '{ "federalReturn": 120, "forms": { "scheduleA": -5 } }',
      /: forms\.scheduleA must be a whole number of dollars, 0 or more$/,
    ],
    [
      'unknown.json',
      '{ "federalReturn": 120, "forms": { "scheduleC": 80 } }',
      /unknown key scheduleC in forms \(known: federalReturn, forms \{schedule8812, earnedIncomeCredit, scheduleOneA, scheduleA\}, stateReturn\)$/,
    ],
    [
      'percent.json',
      '{ "federalReturn": 0, "percentOfRefund": 20 }',
      /unknown key percentOfRefund/,
    ],
  ])('refuses %s in one sentence naming the problem', async (name, text, problem) => {
    const file = text === null ? join(dir, name) : await listFile(name, text);
    const message = problemOf({ FEE_SCHEDULE_FILE: file });
    expect(message).toMatch(problem);
    expect(message).not.toContain('\n');
  });

  it('refuses IRS_EFILE_PROVIDER=true with the income table, naming Publication 1345', () => {
    const message = problemOf({ IRS_EFILE_PROVIDER: 'true' });
    expect(message).toContain('IRS Publication 1345');
    expect(message).toContain('FEE_SCHEDULE_FILE');
    expect(readSettings({ IRS_EFILE_PROVIDER: 'false' }).fees).toEqual({ kind: 'incomeTable' });
  });
});
