/**
 * The staff case page's "Payments" (decision 181): what the client paid, and the fee schedule in
 * force (app/fees.ts). English only, as every staff screen.
 */
export const staffPayments = {
  heading: 'Payments',
  schedule: 'Fee schedule in force',
  incomeTable:
    'The income table (FEE_SCHEDULE_FILE unset): a fee by annual income, never more than the refund.',
  priceList: 'The price list of FEE_SCHEDULE_FILE, owed whatever the refund:',
  fee: (fee: string) => `The case's fee: ${fee}`,
  amount: 'Amount paid',
  method: 'Method',
  methods: { card: 'Card', cash: 'Cash', check: 'Check' },
  date: 'Date paid',
  record: 'Record payment',
  void: 'Void',
  none: 'No payments recorded.',
  line: (amount: string, method: string, day: string, by: string) =>
    `${amount} by ${String(method).toLowerCase()} on ${day}, recorded by ${by}`,
  voided: (by: string, at: string) => `Voided by ${by} (${at})`,
  errors: {
    amount: 'Enter the amount paid in dollars, above $0.00 (for example 160 or 160.00).',
    method: 'Choose card, cash or check.',
    date: 'Enter the day it was paid.',
    notFound: 'That payment is not one of this case, or it is already void.',
  },
} as const;
