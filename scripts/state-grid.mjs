#!/usr/bin/env node
/**
 * The state estimate against an independent model (issue 49): writes the grid of households to
 * compare, runs it through PolicyEngine-US where the machine has it, and keeps the small table
 * the test app/tax/states/policyengine-grid.test.ts reads. Not part of the build or the tests:
 *
 *   node scripts/state-grid.mjs grid > grid.json                     # the households
 *   /work/pe/venv/bin/python /work/pe/run.py < grid.json > pe.json    # PolicyEngine-US
 *   node scripts/state-grid.mjs table app/tax/states/policyengine-grid.json pe.json > grid.new
 *     (the rows kept first, then the new run's; then move grid.new over the kept table)
 *
 * The grid: each filing status, 0 to 3 children, wages from 8,000 to 400,000, per state and
 * year; adults 40, children 13 (no credit keyed on a younger child's age: decision 176).
 */
import { readFileSync } from 'node:fs';

const STATES = (process.env.GRID_STATES ?? 'CA,GA,IL,MI,NC,NJ,NY,OH,PA,VA').split(',');
const YEARS = (process.env.GRID_YEARS ?? '2025').split(',').map(Number);
const STATUSES = [
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'surviving_spouse',
];
const WAGES = [8_000, 25_000, 50_000, 100_000, 400_000];
const CHILD_AGE = 13;

function grid() {
  const households = [];
  for (const year of YEARS)
    for (const wages of WAGES)
      for (let children = 0; children <= 3; children += 1)
        for (const filingStatus of STATUSES) {
          // Head of household and surviving spouse need a qualifying person.
          const alone = filingStatus === 'head_of_household' || filingStatus === 'surviving_spouse';
          if (children === 0 && alone) continue;
          for (const state of STATES)
            households.push({
              year,
              state,
              filingStatus,
              wages,
              age: 40,
              spouseAge: 40,
              children: Array.from({ length: children }, () => CHILD_AGE),
            });
        }
  // Visited in a stride coprime with the grid's size, so that a run cut short still covers every
  // state, status, family and wage evenly (PolicyEngine takes seconds a household here).
  const stride = 11;
  return households.map((_, index) => households[(index * stride) % households.length]);
}

/**
 * PolicyEngine's answers as rows: [state, year, status, children, wages, federal EIC, state tax],
 * from one or more output files (a run cut short, then another), each household once.
 */
function table(files) {
  const seen = new Set();
  return files.flatMap((file) =>
    rowsOf(file).filter((row) => {
      const key = JSON.stringify(row.slice(0, 5));
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

function rowsOf(file) {
  const text = readFileSync(file, 'utf8').trim();
  // run.py writes one JSON list; a streaming copy of it, one JSON object a line; a kept table,
  // rows already.
  const results = text.startsWith('[')
    ? JSON.parse(text)
    : text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
  return results.map((result) => {
    if (Array.isArray(result)) return result;
    const { input, output } = result;
    return [
      input.state,
      input.year,
      input.filingStatus,
      input.children.length,
      input.wages,
      Math.round(output.eitc ?? 0),
      Math.round(output.state_income_tax ?? 0),
    ];
  });
}

const [command, ...files] = process.argv.slice(2);
if (command === 'grid') process.stdout.write(`${JSON.stringify(grid())}\n`);
else if (command === 'table' && files.length > 0) {
  const rows = table(files);
  process.stdout.write(`[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`);
} else {
  process.stderr.write('usage: node scripts/state-grid.mjs grid | table PE_OUTPUT.json...\n');
  process.exit(2);
}
