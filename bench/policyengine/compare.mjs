// Compares the refund engine (app/tax/engine.ts) with PolicyEngine-US, an independent model, on a
// grid of households: each filing status, 2025 and 2026, with tips, overtime, car-loan interest,
// ages, blindness, children and other dependents (issue 48, decision 175). PolicyEngine is not
// part of the project: point PE_DIR at a checkout with its virtualenv and run.py (default
// /work/pe). Writes bench/policyengine/grid.md, the households and every figure that differs.
//   npx node bench/policyengine/compare.mjs (Node.js 24, as every script here)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '../../scripts/bundle-node.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PE_DIR = process.env.PE_DIR ?? '/work/pe';
const bundle = path.join(ROOT, 'node_modules', '.cache', 'policyengine-compare', 'engine.js');

await bundleForNode({
  entryPoints: [path.join(ROOT, 'app/tax/engine.ts')],
  outfile: bundle,
  alias: { '~': path.join(ROOT, 'app') },
});
const { estimateRefund } = await import(pathToFileURL(bundle).href);

const STATUSES = [
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'surviving_spouse',
];

// Each kind of household, as a person filling in the calculator would describe it.
const KINDS = [
  { name: 'server with tips', wages: 38_000, tips: 9_000, age: 30 },
  { name: 'overtime', wages: 52_000, overtime: 4_000, age: 40 },
  { name: 'working at 67', wages: 40_000, age: 67 },
  { name: 'a child and a parent', wages: 45_000, age: 38, children: [8], otherDependents: [72] },
  { name: 'two children, no other', wages: 60_000, age: 35, children: [3, 12] },
  {
    name: 'in the phase-outs',
    wages: 165_500,
    tips: 20_000,
    overtime: 10_000,
    carLoanInterest: 5_000,
    age: 66,
  },
  { name: 'joint phase-out', wages: 320_500, tips: 25_000, overtime: 25_000, age: 66 },
  { name: 'childless at 66, low wages', wages: 12_000, age: 66 },
  { name: 'blind', wages: 30_000, age: 50, blind: true },
];

const grid = [];
for (const year of [2025, 2026]) {
  for (const status of STATUSES) {
    for (const kind of KINDS) {
      const joint = status === 'married_joint';
      grid.push({
        kind: kind.name,
        household: {
          year,
          state: 'TX',
          filingStatus: status,
          wages: kind.wages,
          age: kind.age,
          ...(joint ? { spouseAge: kind.age, spouseBlind: false } : {}),
          children: kind.children ?? [],
          otherDependents: kind.otherDependents ?? [],
          tips: kind.tips ?? 0,
          overtime: kind.overtime ?? 0,
          carLoanInterest: kind.carLoanInterest ?? 0,
          blind: kind.blind ?? false,
        },
      });
    }
  }
}

const peOutput = execFileSync(path.join(PE_DIR, 'venv/bin/python'), [path.join(PE_DIR, 'run.py')], {
  input: JSON.stringify(grid.map((row) => row.household)),
  maxBuffer: 64 * 1024 * 1024,
});
const pe = JSON.parse(peOutput.toString());

/** Ours, with nothing withheld: then −refund is the income tax after every credit. */
function ours(h) {
  const joint = h.filingStatus === 'married_joint';
  const e = estimateRefund({
    income: h.wages,
    deductions: 0,
    filingStatus: h.filingStatus,
    withheld: 0,
    children: h.children.filter((age) => age < 17).length,
    otherDependents: h.otherDependents.length + h.children.filter((age) => age >= 17).length,
    taxYear: h.year,
    tips: h.tips,
    overtime: h.overtime,
    carLoanInterest: h.carLoanInterest,
    age: h.age,
    ...(joint ? { spouseAge: h.spouseAge } : {}),
    blind: h.blind,
  });
  return {
    standardDeduction: e.standardDeduction,
    tips: e.scheduleOneA.tips,
    overtime: e.scheduleOneA.overtime,
    seniors: e.scheduleOneA.seniors,
    carLoanInterest: e.scheduleOneA.carLoanInterest,
    taxableIncome: e.taxableIncome,
    tax: e.tax,
    childAndOtherCredits:
      e.credits.childTaxCredit +
      e.credits.otherDependentsCredit +
      e.credits.additionalChildTaxCredit,
    eic: e.credits.earnedIncomeCredit,
    incomeTax: -e.refund,
  };
}

function theirs(o) {
  return {
    standardDeduction: o.standard_deduction,
    tips: o.tip_income_deduction,
    overtime: o.overtime_income_deduction,
    seniors: o.additional_senior_deduction,
    carLoanInterest: o.auto_loan_interest_deduction,
    taxableIncome: o.taxable_income,
    tax: o.income_tax_before_credits,
    childAndOtherCredits: o.ctc,
    eic: o.eitc,
    incomeTax: o.income_tax,
  };
}

const FIELDS = Object.keys(ours(grid[0].household));
const rows = [];
let same = 0;
grid.forEach((row, index) => {
  const a = ours(row.household);
  const b = theirs(pe[index].output);
  const differences = FIELDS.filter(
    (field) => Math.abs(a[field] - (b[field] ?? NaN)) >= 1 || b[field] === null,
  ).map(
    (field) =>
      `${field} ${a[field]} / ${b[field] === null ? '—' : Math.round(b[field] * 100) / 100}`,
  );
  if (differences.length === 0) same += 1;
  rows.push(
    `| ${row.household.year} | ${row.household.filingStatus} | ${row.kind} | ${a.incomeTax} | ${
      b.incomeTax === null ? '—' : Math.round(b.incomeTax)
    } | ${differences.join('; ') || 'same'} |`,
  );
});

const table = [
  '# The engine against PolicyEngine-US',
  '',
  `Made by \`node bench/policyengine/compare.mjs\` (decision 175). ${grid.length} households, ` +
    `${same} the same on every figure. Each row: federal income tax after credits (negative: ` +
    'refundable credits above the tax), ours then PolicyEngine-US, and each figure that differs ' +
    'by a dollar or more ("ours / theirs"). Nothing withheld; wages only; Texas (no state tax).',
  '',
  '| year | status | household | income tax, ours | theirs | differences |',
  '| ---- | ------ | --------- | ---------------- | ------ | ----------- |',
  ...rows,
  '',
].join('\n');
writeFileSync(path.join(ROOT, 'bench/policyengine/grid.md'), table);
console.log(`${grid.length} households, ${same} the same on every figure`);
