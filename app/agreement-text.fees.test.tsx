// @vitest-environment jsdom
/** The agreement and terms under a price list (decision 180): the list, owed whatever the refund. */
import { createHash } from 'node:crypto';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agreementLines, agreementText } from './agreement-text';
import {
  AGREEMENT_VERSIONS,
  agreementVersions,
  languageOfVersion,
} from './agreement-version.server';
import { Terms } from './components/Terms';
import { inLanguage } from './copy/testing';
import { en } from './copy/en';
import { es } from './copy/es';
import type { FeeSchedule } from './fees';

afterEach(cleanup);

const PRICE_LIST: FeeSchedule = {
  kind: 'priceList',
  prices: { federalReturn: 120, forms: { schedule8812: 40, scheduleA: 60 }, stateReturn: 50 },
};

describe('the agreement with a price list', () => {
  it('lists every price, says the fee is owed whatever the refund and direct deposit is free', () => {
    const Page = inLanguage('en', () => <Terms schedule={PRICE_LIST} />);
    render(<Page />);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'What we preparePrice',
      'Federal return$120.00',
      'Schedule 8812 (credits for children and other dependents)$40.00',
      'Earned Income Credit$0.00',
      'Schedule 1-A (deductions for tips, overtime, seniors and car-loan interest)$0.00',
      'Schedule A (itemized deductions)$60.00',
      'State return$50.00',
    ]);
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toContain(
      'We charge no fee for direct deposit.',
    );
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(
      /20 ?%|percent|taken from your refund|no fee when there is no refund/i,
    );
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('in %s has a version of its own, the hash of its words', (lang, copy) => {
    const lines = agreementLines(agreementText(copy, PRICE_LIST));
    const hash = createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');
    expect(agreementVersions(PRICE_LIST)[lang]).toBe(hash);
    expect(hash).not.toBe(AGREEMENT_VERSIONS[lang]);
    expect(languageOfVersion(hash, PRICE_LIST)).toBe(lang);
    // A text shown under the other schedule is not the one in force.
    expect(languageOfVersion(hash)).toBeUndefined();
    expect(lines.join('\n')).not.toMatch(/20 ?%/);
  });
});
