import { expect, openAs, test } from './fixtures';
import { LANGUAGES } from './pages';

/**
 * The calculator's "Tips, overtime and age" (ESTIMATE.md §1) in both languages, hydrated, with
 * its scripts held back and without JavaScript (the three projects of controls*.spec.ts): each
 * deduction and the credit for other dependents by name, and the refund the API computes.
 */

const NAMES = {
  en: {
    group: 'Tips, overtime and age',
    tips: 'Tips included in your wages',
    overtime: 'Overtime included in your wages (the extra half only)',
    age: 'Your age on December 31',
    spouseAge: "Spouse's age on December 31",
    otherDependents: 'Other dependents',
    carLoanInterest: 'Interest on a new car loan',
    marriedJoint: 'Married filing jointly',
    lines: [
      'Deduction for tips',
      'Deduction for overtime',
      'Deduction for seniors',
      'Deduction for car-loan interest',
      'Credit for other dependents',
    ],
  },
  es: {
    group: 'Propinas, horas extra y edad',
    tips: 'Propinas incluidas en su salario',
    overtime: 'Horas extra incluidas en su salario (solo la mitad adicional)',
    age: 'Su edad al 31 de diciembre',
    spouseAge: 'Edad de su cónyuge al 31 de diciembre',
    otherDependents: 'Otros dependientes',
    carLoanInterest: 'Intereses de un préstamo para un auto nuevo',
    marriedJoint: 'Casado que presenta una declaración conjunta',
    lines: [
      'Deducción por propinas',
      'Deducción por horas extra',
      'Deducción para personas mayores',
      'Deducción por intereses del préstamo de auto',
      'Crédito por otros dependientes',
    ],
  },
} as const;

// 2026 joint, 90,000 with 6,000 tips and 3,000 overtime, both 66, 800 of car-loan interest, a
// parent, 4,000 withheld: refund 1,069 (tests/api/refund-calculator-law.test.ts), fee 35.
const REQUEST = {
  income: 90_000,
  deductions: 0,
  filingStatus: 'married_joint',
  withheld: 4_000,
  taxYear: 2026,
  tips: 6_000,
  overtime: 3_000,
  age: 66,
  spouseAge: 66,
  otherDependents: 1,
  carLoanInterest: 800,
};

const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

for (const { lang, locale, t, path } of LANGUAGES) {
  const names = NAMES[lang];
  test.describe(lang, () => {
    test.use({ locale });

    test('tips, overtime and ages: each deduction by name, and the API’s refund', async ({
      page,
      scripts,
      request,
    }) => {
      const api = await request.post('/api/RefundCalculator', { data: REQUEST });
      expect(api.status()).toBe(200);
      const answer = (await api.json()) as {
        refund: number;
        scheduleOneA: { tips: number; overtime: number; seniors: number; carLoanInterest: number };
        credits: { otherDependentsCredit: number };
      };
      expect(answer.refund).toBe(1_069);

      await openAs(page, scripts, path('calculator'));
      await page.getByLabel(t.income).fill('90000');
      await page.getByLabel(t.withheld).fill('4000');
      await page.getByLabel(t.filingStatus).selectOption({ label: names.marriedJoint });
      await page.getByLabel(t.taxYear).selectOption('2026');
      const group = page.getByRole('group', { name: names.group });
      await group.getByLabel(names.tips).fill('6000');
      await group.getByLabel(names.overtime).fill('3000');
      await group.getByLabel(names.age).fill('66');
      await group.getByLabel(names.spouseAge).fill('66');
      await group.getByLabel(names.otherDependents).fill('1');
      await group.getByLabel(names.carLoanInterest).fill('800');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      await page.getByRole('button', { name: t.calculate }).click();

      const result = page.getByRole('status');
      await expect(result.getByRole('heading', { name: t.yourEstimate })).toBeVisible();
      await expect(result.getByRole('term')).toHaveText([...t.resultTerms, ...names.lines]);
      await expect(result.getByRole('definition')).toHaveText([
        usd(answer.refund),
        usd(35),
        usd(answer.refund - 35),
        usd(answer.scheduleOneA.tips),
        usd(answer.scheduleOneA.overtime),
        usd(answer.scheduleOneA.seniors),
        usd(answer.scheduleOneA.carLoanInterest),
        usd(answer.credits.otherDependentsCredit),
      ]);
      // The form keeps what was typed, answered by script or by the server.
      await expect(group.getByLabel(names.tips)).toHaveValue('6000');
      await expect(group.getByLabel(names.spouseAge)).toHaveValue('66');
    });

    test('2024 has no Schedule 1-A: the tips are not counted, and the page says so', async ({
      page,
      scripts,
    }) => {
      await openAs(page, scripts, path('calculator'));
      await page.getByLabel(t.income).fill('38000');
      await page.getByLabel(t.withheld).fill('4000');
      await page.getByLabel(t.taxYear).selectOption('2024');
      await page.getByRole('group', { name: names.group }).getByLabel(names.tips).fill('9000');
      await page.getByRole('checkbox', { name: t.confirm }).check();
      await page.getByRole('button', { name: t.calculate }).click();
      const result = page.getByRole('status');
      await expect(result.getByRole('heading', { name: t.yourEstimate })).toBeVisible();
      await expect(result).toContainText('2024');
      await expect(result.getByRole('term')).toHaveText(t.resultTerms);
    });
  });
}
