import type { Copy } from '../en';

/** The Spanish words of the 2025 to 2028 law in the estimate (same keys as the English). */

export const deductions: Copy['deductions'] = {
  legend: 'Propinas, horas extra y edad',
  tips: 'Propinas incluidas en su salario',
  tipsHint:
    'Propinas calificadas que declaró a su empleador (casilla 12, código TP, en un W-2 de 2026).',
  overtime: 'Horas extra incluidas en su salario (solo la mitad adicional)',
  overtimeHint: 'La prima sobre su tarifa normal (casilla 12, código TT, en un W-2 de 2026).',
  age: 'Su edad al 31 de diciembre',
  spouseAge: 'Edad de su cónyuge al 31 de diciembre',
  spouseAgeHint: 'Para una declaración conjunta.',
  otherDependents: 'Otros dependientes',
  otherDependentsHint:
    'Uno de sus padres u otro familiar que usted mantiene, o un hijo de 17 años o más.',
  carLoanInterest: 'Intereses de un préstamo para un auto nuevo',
  carLoanInterestHint:
    'Intereses pagados por un préstamo para un auto nuevo fabricado en EE. UU., comprado para usted.',
  lines: {
    heading: 'Deducciones en este cálculo',
    tips: 'Deducción por propinas',
    overtime: 'Deducción por horas extra',
    seniors: 'Deducción para personas mayores',
    carLoanInterest: 'Deducción por intereses del préstamo de auto',
  },
  ignored: (year: number) =>
    `Las deducciones por propinas, horas extra, personas mayores e intereses del préstamo de auto empiezan en 2025 (hasta 2028), así que no se cuentan para ${year}.`,
  fieldErrors: {
    tips: 'Ingrese sus propinas en dólares estadounidenses, como un número no mayor que su ingreso anual, o deje el campo en blanco.',
    overtime:
      'Ingrese la prima de horas extra en dólares estadounidenses, como un número que con sus propinas no sea mayor que su ingreso anual, o deje el campo en blanco.',
    carLoanInterest:
      'Ingrese los intereses del préstamo de auto en dólares estadounidenses, como un número, por ejemplo 1200, o deje el campo en blanco.',
    age: 'Ingrese su edad como un número entero de 0 a 130, o deje el campo en blanco.',
    spouseAge:
      'Ingrese la edad de su cónyuge como un número entero de 0 a 130 en una declaración conjunta, o deje el campo en blanco.',
    blind: 'Marque la casilla solo si usted es ciego.',
    spouseBlind: 'Marque la casilla de su cónyuge solo en una declaración conjunta.',
    otherDependents: (max: number) =>
      `Ingrese el número de otros dependientes como un número entero de 0 a ${max}.`,
  },
};

export const deductionRefusals: Copy['refundRequest']['deductionFields'] = {
  wholeYears: (field: string, max: number) =>
    `${field} debe ser un número entero de años, de 0 a ${max}, o no enviarse.`,
  yearsRange: (field: string, max: number) => `${field} debe estar entre 0 y ${max}.`,
  notABoolean: (field: string) => `${field} debe ser true o false.`,
  otherDependentsWhole: (max: number) =>
    `otherDependents debe ser un número entero, de 0 a ${max}.`,
  otherDependentsRange: (max: number) => `otherDependents debe estar entre 0 y ${max}.`,
  tipsAboveIncome:
    'tips no puede ser mayor que income: las propinas calificadas forman parte de su salario.',
  overtimeAboveIncome:
    'tips y overtime juntos no pueden ser mayores que income: ambos forman parte de su salario.',
  spouseWithoutJoint: (field: string) =>
    `${field} es solo para una declaración conjunta: envíe filingStatus "married_joint", o no envíe ${field}.`,
};
