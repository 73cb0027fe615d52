import type { RouterContextProvider } from 'react-router';
import { centsFieldText } from '~/money';
import type { CaseDetail } from '../../server/cases/detail';
import { prefilledFeeCents } from '../../server/signing/send-form';
import {
  MAX_AMOUNT_CENTS,
  type SigningState,
  signedFilesUnchanged,
  signingState,
} from '../../server/signing/returns';
import { signingOptions } from './options.server';
import { services } from '~/request-context';
import type { RefundEstimate } from '~/tax/engine';
import { codeDelivery, type CodeDelivery } from '../../server/signing/checks';

/**
 * What the staff case page's "Return for signature" shows (docs/review-and-sign.md;
 * app/components/staff/case/signing-view.tsx): the return sent and where its signature stands,
 * "Unchanged since signing" found by hashing the stored files again on every view, and the fee
 * "Our fee" starts with (app/fees.ts, through server/signing/send-form.ts).
 */
export interface StaffSigningView {
  readonly state: SigningState;
  /** Undefined while the current return is not signed. */
  readonly unchanged: boolean | undefined;
  /** "Refund on the return" and "Our fee" as the form starts (dollars, as a field shows them). */
  readonly refund: string;
  readonly fee: string;
  /** Whether "E-mail me a code" can reach this client, or why not (staff are warned). */
  readonly codeDelivery: CodeDelivery;
}

export async function staffSigningView(
  context: Readonly<RouterContextProvider>,
  detail: CaseDetail,
  /** The case's newest estimate from its W-2s: the forms a price list bills. */
  estimate?: RefundEstimate,
): Promise<StaffSigningView> {
  const options = signingOptions(context);
  const caseId = detail.found.id;
  const state = await signingState(options.db, caseId);
  const current = state.current;
  const unchanged =
    current?.signed == null ? undefined : await signedFilesUnchanged(options, caseId, current.id);
  const refundCents = current?.refundCents ?? detail.found.estimatedRefundCents;
  const { fees } = services(context).settings;
  return {
    state,
    unchanged,
    refund: refundCents === null ? '' : centsFieldText(refundCents),
    // No refund known yet: the tier's fee, which the refund then caps (decision 011).
    fee: centsFieldText(
      current?.feeCents ??
        // A price list's bill as the case page shows it, its state return included (the estimate
        // is priced with the state it names: server/reader/estimate.ts); it owes nothing to the
        // refund, so the refund on the return does not change it.
        (fees.kind === 'priceList' && estimate?.feeItems !== undefined
          ? Math.round(estimate.fee * 100)
          : // The income is not asked (the lowest tier, as before); a price list needs no income.
            prefilledFeeCents(refundCents ?? MAX_AMOUNT_CENTS, undefined, fees, estimate)),
    ),
    codeDelivery: codeDelivery(options.clientMail !== undefined, detail.clientEmail),
  };
}
