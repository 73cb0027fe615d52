import { calculator } from './en/calculator';

/**
 * The staff case page's summary and the return details' headings as staff read them (issue 51):
 * they speak of the client, not to the client ("Income", not "Your income"). The status names
 * stay those docs/back-office.md fixes ("Waiting for you" is a status's name on every page).
 */
export const staffCaseCopy = {
  summary: {
    client: 'Client',
    household: 'Household',
    status: 'Status',
    waitingFor: 'Waiting for',
    estimate: 'Estimated refund',
    lastActivity: 'Last activity',
    notGiven: 'Not given',
    /** No filing status chosen yet in the return details. */
    noHousehold: 'Not answered yet',
    householdLine: (filingStatus: keyof typeof calculator.filingStatuses, dependents: number) =>
      `${calculator.filingStatuses[filingStatus]}, ${
        dependents === 0
          ? 'no dependents'
          : `${dependents} ${dependents === 1 ? 'dependent' : 'dependents'}`
      }`,
    withSpouse: (spouse: string) => `with ${spouse}`,
    nothingWaiting: 'Nothing from the client',
    documents: (names: readonly string[]) =>
      `${names.length} ${names.length === 1 ? 'document' : 'documents'}: ${names.join('; ')}`,
    noEstimate: 'Not set',
    fromW2s: 'from the W-2s; not set by staff',
    expected: 'refund sent',
    documentsReceived: (count: number) =>
      `${count} ${count === 1 ? 'document' : 'documents'} received`,
  },
  /** "Return details": the groups as staff read them. */
  returnDetails: {
    about: 'About the client',
    spouse: 'Spouse',
    dependents: 'Dependents',
    dependentsCount: (count: number) => String(count),
    income: 'Income',
    refund: 'Refund',
  },
} as const;
