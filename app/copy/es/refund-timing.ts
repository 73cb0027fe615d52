import type { Copy } from '../en';

/** "Cuándo esperar su reembolso": the Spanish of app/copy/en/refund-timing.ts. */
export const refundTiming: Copy['refundTiming'] = {
  heading: 'Cuándo esperar su reembolso',
  pathAct:
    'Por ley (la Ley PATH), el IRS no puede enviar antes de mediados de febrero un reembolso que incluya el Crédito por ingreso del trabajo o el Crédito tributario adicional por hijos. La mayoría de estos reembolsos llegan a principios de marzo con depósito directo.',
  standard: (days: number) =>
    `La mayoría de los reembolsos llegan dentro de ${days} días después de que el IRS acepta una declaración presentada electrónicamente, con depósito directo.`,
  source: 'Fuente: IRS.gov',
};
