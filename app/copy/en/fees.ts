/**
 * The words of our fee under a price list (FEE_SCHEDULE_FILE; app/fees.ts, decision 180): the
 * items of a bill and the sentences around them, on the calculator, the agreement and terms, the
 * case page and the staff screens. The exact sentences are fixed by docs/product.md.
 */
export const fees = {
  /** Above the items of a bill. */
  itemsHeading: 'What our fee covers',
  /** Each line of a price list, by its key in the file. */
  items: {
    federalReturn: 'Federal return',
    schedule8812: 'Schedule 8812 (credits for children and other dependents)',
    earnedIncomeCredit: 'Earned Income Credit',
    scheduleOneA: 'Schedule 1-A (deductions for tips, overtime, seniors and car-loan interest)',
    scheduleA: 'Schedule A (itemized deductions)',
    stateReturn: 'State return',
  },
  aboveRefund: 'Our fee is more than your refund: you pay it when you sign.',
  /** A refund of 0 or less under a price list: the fee is still owed. */
  owedWithoutRefund: (fee: string) =>
    `Our fee of ${fee} is owed whatever the refund: you pay it when you sign.`,
  directDeposit: 'We charge no fee for direct deposit.',
  /** The agreement's and terms' price list. */
  priceListIntro:
    'Our fee is a price for each part of your return, the same whatever your income or your refund: the federal return, and each form or schedule your return needs.',
  priceListColumns: ['What we prepare', 'Price'] as const,
  priceListOwed:
    'Our fee is owed whatever your refund, even when there is none. It is never taken out of your refund: your refund goes to you, and you pay our fee when you sign your return.',
} as const;
