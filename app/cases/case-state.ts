import type { FilingStatus } from '~/tax/figures';
import { type CaseStatus, isFinished } from './statuses';

/**
 * A case's state, read in one place (issue 51, decision 240): who the client is, the household,
 * the estimate, the documents received and what the case waits for. The client's case page, the
 * staff case page's summary, the tracker and the e-mails each read their part of it here, so that
 * no two of them tell the same case two ways ("Name: Not given" above return details naming Jane
 * Doe; "Estimated refund: Not set" beside the W-2s' estimate). Pure: no I/O, no words (each page
 * names these facts in its own copy).
 */

/** What the state is read from: the case row, the client, the return details, the W-2s. */
export interface CaseFacts {
  readonly status: CaseStatus;
  /** The refund staff expect ("Estimated refund" on "Update case"), whole cents; null if unset. */
  readonly estimatedRefundCents: number | null;
  /** The name of the case's first contact message that gives one (server/cases/client.ts). */
  readonly contactName: string | null;
  /** The client's return details ("Your return"); undefined until they start them. */
  readonly answers?:
    | {
        readonly firstName: string | null;
        readonly lastName: string | null;
        readonly filingStatus: FilingStatus | null;
        readonly spouseFirstName: string | null;
        readonly spouseLastName: string | null;
        readonly dependents: readonly unknown[];
      }
    | undefined;
  /** The refunds estimated from the case's W-2s, one a tax year, newest first (as server/reader/estimate.ts sorts them). */
  readonly w2Refunds?: readonly { readonly taxYear: number; readonly refund: number }[];
  readonly documentsReceived: number;
  /** The open document requests' names ("What we need from you"), oldest first. */
  readonly openRequests: readonly string[];
}

/** Whose the estimate is: staff's figure, or the refund engine's from the W-2s. */
export type EstimateSource = 'staff' | 'w2s';

export interface CaseEstimate {
  readonly cents: number;
  readonly source: EstimateSource;
  /**
   * How it is named: "Estimated refund" while the refund is pending, the refund expected once it
   * is sent (the case page no longer calls it an estimate then).
   */
  readonly named: 'estimated' | 'expected';
}

export interface CaseState {
  readonly status: CaseStatus;
  /** The return details' full name, else the contact message's; null when neither gives one. */
  readonly name: string | null;
  /** Filing status and dependents; null until the client chose a filing status. */
  readonly household: {
    readonly filingStatus: FilingStatus;
    readonly spouse: string | null;
    readonly dependents: number;
  } | null;
  /** Staff's figure wins; else the newest tax year's W-2 estimate above 0; else null. */
  readonly estimate: CaseEstimate | null;
  readonly documentsReceived: number;
  /** Open requests; none once the case is finished (nothing more is asked then). */
  readonly waitingFor: readonly string[];
}

const fullName = (first: string | null, last: string | null): string | null => {
  const name = [first, last]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
};

/**
 * The estimate a person is shown of the case: none once the case closed without a refund; staff's
 * figure when set; else (`withW2s`: the case page and the staff page, which hold the W-2s'
 * figures) the W-2s' estimate. The tracker passes no W-2 figures: they go nowhere else.
 */
export function caseEstimate(
  facts: Pick<CaseFacts, 'status' | 'estimatedRefundCents' | 'w2Refunds'>,
): CaseEstimate | null {
  if (facts.status === 'closed') return null;
  const named = facts.status === 'refund_sent' ? 'expected' : 'estimated';
  if (facts.estimatedRefundCents !== null) {
    return { cents: facts.estimatedRefundCents, source: 'staff', named };
  }
  const newest = facts.w2Refunds?.[0];
  if (newest === undefined || newest.refund <= 0) return null;
  return { cents: newest.refund * 100, source: 'w2s', named };
}

export function caseState(facts: CaseFacts): CaseState {
  const answers = facts.answers;
  return {
    status: facts.status,
    name: fullName(answers?.firstName ?? null, answers?.lastName ?? null) ?? facts.contactName,
    household:
      answers?.filingStatus == null
        ? null
        : {
            filingStatus: answers.filingStatus,
            spouse:
              answers.filingStatus === 'married_joint'
                ? fullName(answers.spouseFirstName, answers.spouseLastName)
                : null,
            dependents: answers.dependents.length,
          },
    estimate: caseEstimate(facts),
    documentsReceived: facts.documentsReceived,
    waitingFor: isFinished(facts.status) ? [] : facts.openRequests,
  };
}

/** What the case waits for from the client, first thing first ("What to do next"). */
export type ClientNextStep =
  | { readonly kind: 'requests'; readonly count: number }
  | { readonly kind: 'sign' }
  | { readonly kind: 'return'; readonly started: boolean }
  | { readonly kind: 'review' }
  | { readonly kind: 'nothing' };

/**
 * The one next step the client's case page leads with (decision 243): a return waiting for their
 * signature, then the documents asked for, then the return details not sent yet, then, once the
 * refund is sent, a review; else nothing.
 */
export function clientNextStep(facts: {
  readonly status: CaseStatus;
  readonly openRequests: number;
  readonly awaitingSignature: boolean;
  readonly returnDetails: 'not_started' | 'saved' | 'sent';
  readonly reviewAsked: boolean;
}): ClientNextStep {
  if (facts.status === 'closed') return { kind: 'nothing' };
  if (facts.reviewAsked) return { kind: 'review' };
  if (isFinished(facts.status)) return { kind: 'nothing' };
  if (facts.awaitingSignature) return { kind: 'sign' };
  if (facts.openRequests > 0) return { kind: 'requests', count: facts.openRequests };
  if (facts.returnDetails !== 'sent') {
    return { kind: 'return', started: facts.returnDetails === 'saved' };
  }
  return { kind: 'nothing' };
}
