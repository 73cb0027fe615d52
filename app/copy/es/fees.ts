import type { Catalogue } from '../catalogue';
import type { fees as englishFees } from '../en/fees';

/** Las palabras de nuestra tarifa con una lista de precios (app/copy/en/fees.ts). */
export const fees: Catalogue<typeof englishFees> = {
  itemsHeading: 'Lo que cubre nuestra tarifa',
  items: {
    federalReturn: 'Declaración federal',
    schedule8812: 'Anexo 8812 (créditos por hijos y otros dependientes)',
    earnedIncomeCredit: 'Crédito por ingreso del trabajo',
    scheduleOneA:
      'Anexo 1-A (deducciones por propinas, horas extra, personas mayores e intereses de préstamo de auto)',
    scheduleA: 'Anexo A (deducciones detalladas)',
    stateReturn: 'Declaración estatal',
  },
  aboveRefund: 'Nuestra tarifa es mayor que su reembolso: la paga cuando firma.',
  owedWithoutRefund: (fee: string) =>
    `Nuestra tarifa de ${fee} se debe sea cual sea el reembolso: la paga cuando firma.`,
  directDeposit: 'No cobramos nada por el depósito directo.',
  priceListIntro:
    'Nuestra tarifa es un precio por cada parte de su declaración, el mismo sea cual sea su ingreso o su reembolso: la declaración federal y cada formulario o anexo que su declaración necesite.',
  priceListColumns: ['Lo que preparamos', 'Precio'],
  priceListOwed:
    'Nuestra tarifa se debe sea cual sea su reembolso, aun cuando no haya ninguno. Nunca se descuenta de su reembolso: su reembolso va a usted, y usted paga nuestra tarifa cuando firma su declaración.',
};
