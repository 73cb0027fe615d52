import type { Copy } from './en';
import { LOCALE } from '~/site/pages';
import { calculator, refundRequest } from './es/calculator';
import { deductions } from './es/deductions';
import { contact } from './es/contact';
import { agreement, privacy, terms } from './es/legal';
import { error, home, layout, meta, notFound, testimonials } from './es/site';
import { cases, tracker } from './es/tracker';
import { refundTiming } from './es/refund-timing';
import { fees } from './es/fees';
import { stateRefund } from './es/state';
import { documents, upload } from './es/upload';

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * Every word a visitor reads, in Spanish for US taxpayers: the IRS's own Spanish terms
 * ("reembolso", "crédito tributario por hijos", "estado civil para efectos de la declaración").
 * Same keys as the English catalogue: the `Copy` type refuses a missing or extra one, here and
 * in each area's part (app/copy/es/).
 */
export const es: Copy = {
  layout,
  meta,
  home,
  tracker,
  upload,
  cases,
  calculator,
  deductions,
  refundTiming,
  fees,
  testimonials,
  contact,
  agreement,
  refundRequest,
  stateRefund,
  documents,
  notFound,
  error,
  terms,
  privacy,
  locale: LOCALE.es,
  longDate: (day: number, month: number, year: number) =>
    `${day} de ${MESES[month - 1] ?? ''} de ${year}`,
};
