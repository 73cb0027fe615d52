import type { Copy } from '../en';
import { deductionRefusals } from './deductions';
import { FORM_UNREADABLE, INVALID_JSON } from './shared';

/** The Spanish words of the refund calculator: its page and its API's answers. */

export const calculator: Copy['calculator'] = {
  heading: 'Calculadora de reembolso',
  intro:
    'Un cálculo de su reembolso federal para ingresos de salario, según las tablas del IRS del año.',
  income: 'Ingreso anual',
  incomeHint: 'Salarios antes de impuestos, en dólares estadounidenses.',
  confirm: 'Confirmo que mi ingreso es correcto',
  details: 'Más detalles (opcional)',
  filingStatus: 'Estado civil para efectos de la declaración',
  withheld: 'Impuesto federal sobre los ingresos retenido',
  withheldHint: 'Casilla 2 de su W-2',
  withheldBlank:
    'Opcional: sume la casilla 2 de todos sus formularios W-2. Si la deja en blanco, suponemos que su empleador retuvo aproximadamente el impuesto adeudado.',
  children: 'Hijos menores de 17 años',
  taxYear: 'Año tributario',
  calculate: 'Calcular',
  resultHeading: 'Su cálculo estimado',
  estimatedRefund: 'Reembolso estimado',
  fee: 'Tarifa',
  netRefund: 'Reembolso neto',
  credits: {
    heading: 'Créditos en este cálculo',
    childTaxCredit: 'Crédito tributario por hijos',
    additionalChildTaxCredit: 'Crédito tributario adicional por hijos',
    earnedIncomeCredit: 'Crédito por ingreso del trabajo',
    otherDependentsCredit: 'Crédito por otros dependientes',
  },
  startReturn: 'Comience su declaración',
  withheldAssumed: 'Se supuso que la retención es igual a su impuesto antes de los créditos.',
  invalid: 'Revise el formulario:',
  confirmRequired: 'Confirme que su ingreso es correcto.',
  formUnreadable: FORM_UNREADABLE,
  itemized: 'Deducciones detalladas',
  itemizedHint:
    'El total de su Anexo A (Schedule A), si detalla sus deducciones. Si lo deja en blanco, se aplica la deducción estándar.',
  deductionUsed: {
    standard: (amount: string) => `Deducción aplicada: la deducción estándar, ${amount}.`,
    itemized: (amount: string) => `Deducción aplicada: sus deducciones detalladas, ${amount}.`,
    limited: (amount: string, entered: string) =>
      `Deducción aplicada: sus deducciones detalladas, ${amount}: los ${entered} que ingresó, menos el límite de las deducciones detalladas en la categoría tributaria más alta (a partir de 2026).`,
  },
  noRefund: {
    assumed:
      'Todavía no hay reembolso que mostrar: con el impuesto retenido en blanco, suponemos que su empleador retuvo aproximadamente su impuesto, lo que no deja reembolso. Agregue la cantidad de la casilla 2 de su W-2 en “Impuesto federal sobre los ingresos retenido” y calcule de nuevo.',
    even: 'No hay reembolso que mostrar: el impuesto retenido es igual a su impuesto después de los créditos, así que no hay nada que reembolsar ni que pagar. Verifique que “Impuesto federal sobre los ingresos retenido” sea la suma de la casilla 2 de todos sus W-2.',
    owed: 'No hay reembolso que mostrar: el impuesto retenido no cubre su impuesto después de los créditos, así que podría adeudar. Verifique que “Impuesto federal sobre los ingresos retenido” sea la suma de la casilla 2 de todos sus W-2.',
  },
  missing: {
    both: 'Ingrese su ingreso anual y marque “Confirmo que mi ingreso es correcto” para calcular.',
    income: 'Ingrese su ingreso anual para calcular.',
    confirm: 'Marque “Confirmo que mi ingreso es correcto” para calcular.',
  },
  fieldErrors: {
    income:
      'Ingrese su ingreso anual en dólares estadounidenses, como un número, por ejemplo 52000.',
    deductions:
      'Ingrese sus deducciones detalladas en dólares estadounidenses, como un número, por ejemplo 18000, o deje el campo en blanco.',
    withheld:
      'Ingrese el impuesto federal sobre los ingresos retenido en dólares estadounidenses, como un número, por ejemplo 4200, o deje el campo en blanco.',
    children: (max: number) =>
      `Ingrese el número de hijos menores de 17 años como un número entero de 0 a ${max}.`,
    filingStatus: 'Elija uno de los estados civiles para efectos de la declaración de la lista.',
    taxYear: 'Elija uno de los años tributarios de la lista.',
    form: 'Complete el formulario de nuevo.',
  },
  filingStatuses: {
    single: 'Soltero',
    married_joint: 'Casado que presenta una declaración conjunta',
    married_separate: 'Casado que presenta una declaración por separado',
    head_of_household: 'Cabeza de familia',
    surviving_spouse: 'Cónyuge sobreviviente que reúne los requisitos',
  },
};

export const refundRequest: Copy['refundRequest'] = {
  invalidBody: 'El cuerpo de la solicitud debe ser un objeto JSON, por ejemplo {"income": 52000}.',
  incomeRequired: 'income es obligatorio: su ingreso anual en dólares estadounidenses.',
  numberInQuotes: (field: string) =>
    `${field} debe ser un número, no texto entre comillas (envíe 52000, no "52000").`,
  notANumber: (field: string) => `${field} debe ser un número de dólares estadounidenses.`,
  notFinite: (field: string) => `${field} debe ser un número finito de dólares.`,
  negative: (field: string) => `${field} no puede ser negativo.`,
  tooLarge: (field: string, max: string) => `${field} debe ser como máximo ${max} dólares.`,
  filingStatus: (statuses: string) => `filingStatus debe ser uno de: ${statuses}.`,
  childrenWhole: (max: number) => `children debe ser un número entero, de 0 a ${max}.`,
  childrenRange: (max: number) => `children debe estar entre 0 y ${max}.`,
  taxYearNumber: 'taxYear debe ser un número, por ejemplo 2025.',
  taxYearSupported: (years: string) =>
    `taxYear debe ser uno de los años tributarios admitidos: ${years}.`,
  state:
    'state debe ser el código de dos letras de un estado de EE. UU. o DC, por ejemplo CA o NY.',
  invalidJson: INVALID_JSON,
  postOnly: (path: string) => `${path} solo acepta POST.`,
  notJson: 'Envíe la solicitud como JSON, con Content-Type: application/json.',
  bodyTooLarge: (bytes: number) =>
    `El cuerpo de la solicitud debe tener como máximo ${bytes} bytes.`,
  tooSlow: 'El cuerpo de la solicitud no llegó a tiempo.',
  deductionFields: deductionRefusals,
};
