import type { Route } from './+types/case.receipt';
import {
  caseIdOf,
  caseServices,
  FILE_METHODS,
  NEVER_STORED,
  noSuchFile,
} from '~/cases/case-visit.server';
import { CASE_PAGE_COPY } from '~/cases/case-copy';
import { CATALOGUES } from '~/copy/languages.server';
import { itemsOfFee } from '~/fees';
import { requestFacts, services } from '~/request-context';
import { findCaseById } from '../../server/cases/store';
import { caseFeeCents, casePayments } from '../../server/payments/store';
import { receiptPdf } from '../../server/payments/receipt';
import { caseW2s } from '../../server/reader/case-w2s';
import { signingState } from '../../server/signing/returns';
import { paidDay } from '~/cases/page/PaymentPart';

/**
 * "Download receipt" on the case page (decision 181), `/case/receipt` and `/es/case/receipt`: a
 * PDF in the case's language of what the client paid, for the browser whose case cookie names the
 * case and once a payment stands; anything else is 404 in the page's language.
 */
export const middleware = FILE_METHODS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const caseId = await caseIdOf(request, context);
  if (caseId === undefined) return noSuchFile(request);
  const { db } = caseServices(context);
  const found = await findCaseById(db, caseId, 0);
  const payments = await casePayments(db, caseId);
  if (!found || !payments.some((payment) => payment.voided === null)) return noSuchFile(request);
  const { language } = await db
    .selectFrom('cases')
    .select('language')
    .where('id', '=', caseId)
    .executeTakeFirstOrThrow();
  const [signing, w2s] = await Promise.all([
    signingState(db, caseId),
    caseW2s(db, services(context).documents.documentsKeys, caseId, requestFacts(context).fees),
  ]);
  const estimate = w2s.estimates[0]?.estimate;
  const sentFee = signing.current?.feeCents;
  const feeCents = caseFeeCents(sentFee, estimate);
  const pdf = await receiptPdf({
    siteName: requestFacts(context).site.siteName,
    reference: found.reference,
    text: CASE_PAGE_COPY[language],
    feeCents,
    // The items are the estimate's when its fee is the one in force.
    items: itemsOfFee(sentFee, estimate),
    payments,
    day: (day) => paidDay(day, CATALOGUES[language].longDate),
  });
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${found.reference}.pdf"`,
      ...NEVER_STORED,
    },
  });
}
