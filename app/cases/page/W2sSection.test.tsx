// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUsd } from '~/money';
import type { CasePageProps, CaseView } from './CasePage';
import { en } from '~/copy/en';
import { es } from '~/copy/es';
import { CASE_PAGE_COPY } from '../case-copy';
import { w2Estimates } from '../../../server/reader/estimate';
import type { DocumentReading } from '../../../server/reader/readings';
import { W2sSection } from './W2sSection';

afterEach(cleanup);

type W2Shown = Extract<DocumentReading, { state: 'w2' }>;

const w2 = (id: string, taxYear: number, wages: number, withheld: number): W2Shown => ({
  documentId: id,
  state: 'w2',
  method: 'pdf-text',
  figures: { taxYear, employer: `Employer ${id}`, wages, withheld },
});

/** The section alone, with the case's readings (the rest of the page is not its concern). */
function renderSection(
  readings: DocumentReading[],
  facts?: Parameters<typeof w2Estimates>[1],
  lang: 'en' | 'es' = 'en',
) {
  const view = {
    w2s: { readings, estimates: w2Estimates(readings, facts) },
  } as unknown as CaseView;
  const copy = lang === 'en' ? en : es;
  const props = { lang, text: CASE_PAGE_COPY[lang], copy, view } as unknown as CasePageProps & {
    view: CaseView;
  };
  return render(<W2sSection {...props} />);
}

describe('"From your W-2s" on the case page', () => {
  it('shows nothing for a case without a W-2 or a reading under way', () => {
    const { container } = renderSection([{ documentId: 'a', state: 'other' }]);
    expect(container.innerHTML).toBe('');
  });

  it('says "Reading your W-2…" while a document is read, with no table or estimate yet', () => {
    renderSection([{ documentId: 'a', state: 'reading' }]);
    const section = screen.getByRole('region', { name: 'From your W-2s' });
    expect(within(section).queryAllByText('Reading your W-2…')).toHaveLength(1);
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByText('Estimated refund')).toBeNull();
  });

  it('a row a W-2, a row for one not read, one estimate a year under them, single and none said', () => {
    renderSection([
      w2('a', 2025, 3_000_000, 250_000),
      { documentId: 'b', state: 'unreadable', method: 'ocr' },
      w2('c', 2024, 1_000_000, 200_000),
      { documentId: 'd', state: 'other' },
    ]);
    const section = screen.getByRole('region', { name: 'From your W-2s' });
    const rows = within(section).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EmployerTax yearWages (box 1)Federal income tax withheld (box 2)',
      'Employer a2025$30,000.00$2,500.00',
      'We could not read this W-2. Your preparer will.',
      'Employer c2024$10,000.00$2,000.00',
    ]);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['For tax year 2025', 'For tax year 2024']);
    const [latest] = w2Estimates([w2('a', 2025, 3_000_000, 250_000)], undefined);
    expect(within(section).getAllByRole('definition')[0]?.textContent).toBe(
      formatUsd(latest?.estimate.refund ?? Number.NaN),
    );
    expect(
      within(section).getAllByText(
        'This estimate assumes you file as single with no children under 17, until you tell us about your return.',
      ),
    ).toHaveLength(2);
    expect(within(section).queryAllByText('Your preparer checks these figures.')).toHaveLength(1);
  });

  it('takes the return details when given: no sentence of assumptions; in Spanish', () => {
    renderSection(
      [w2('a', 2025, 3_000_000, 250_000)],
      { filingStatus: 'head_of_household', childrenUnder17: 1 },
      'es',
    );
    const section = screen.getByRole('region', { name: 'De sus formularios W-2' });
    expect(within(section).queryByText(/supone que declara como soltero/)).toBeNull();
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Reembolso estimado', 'Tarifa', 'Reembolso neto']);
    expect(within(section).queryAllByText('Su preparador revisa estas cifras.')).toHaveLength(1);
  });

  it('leaves out a duplicate and a W-2 left out by staff, with a note each and a sentence a kind', () => {
    renderSection([
      w2('a', 2025, 3_000_000, 400_000),
      { ...w2('b', 2025, 3_000_000, 400_000), duplicate: true },
      { ...w2('c', 2025, 1_000_000, 100_000), leftOut: true },
      { documentId: 'd', state: 'unreadable', method: 'ocr' },
    ]);
    const section = screen.getByRole('region', { name: 'From your W-2s' });
    const rows = within(section).getAllByRole('row');
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Note',
      '',
      'Same as a W-2 you already sent',
      'Left out of the estimate by your preparer',
      'We could not read this W-2. Your preparer will.',
    ]);
    const [alone] = w2Estimates([w2('a', 2025, 3_000_000, 400_000)], undefined);
    expect(within(section).getAllByRole('definition')[0]?.textContent).toBe(
      formatUsd(alone?.estimate.refund ?? Number.NaN),
    );
    for (const sentence of [
      'The W-2s we could not read are not in this estimate.',
      'A W-2 sent twice counts once in this estimate.',
      'The W-2s your preparer left out are not in this estimate.',
    ]) {
      expect(within(section).queryAllByText(sentence)).toHaveLength(1);
    }
  });

  it('calls an estimate below zero "Estimated amount you owe", never a refund', () => {
    renderSection([w2('a', 2025, 9_000_000, 0)]);
    const section = screen.getByRole('region', { name: 'From your W-2s' });
    const terms = within(section).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Estimated amount you owe',
      'Fee',
      'Net refund',
    ]);
    expect(within(section).getAllByRole('definition')[0]?.textContent).not.toMatch(/^-/);
  });

  it('shows box 12 and boxes 15 to 17 in columns of their own only when a W-2 has them', () => {
    renderSection([
      {
        ...w2('a', 2026, 3_000_000, 250_000),
        figures: {
          taxYear: 2026,
          employer: 'Employer a',
          wages: 3_000_000,
          withheld: 250_000,
          box12: [
            { code: 'TP', amount: 120_000 },
            { code: 'D', amount: 90_000 },
          ],
          states: [
            { code: 'NY', wages: 2_000_000, withheld: 80_000 },
            { code: 'NJ', wages: 1_000_000, withheld: 30_000 },
          ],
        },
      },
      w2('b', 2026, 1_000_000, 100_000),
    ]);
    const section = screen.getByRole('region', { name: 'From your W-2s' });
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Employer',
      'Tax year',
      'Wages (box 1)',
      'Federal income tax withheld (box 2)',
      'Tips (box 12 TP)',
      'Other box 12 codes',
      'State',
      'State wages (box 16)',
      'State income tax withheld (box 17)',
    ]);
    const [first, second] = within(section).getAllByRole('row').slice(1);
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Employer a',
      '2026',
      '$30,000.00',
      '$2,500.00',
      '$1,200.00',
      'D $900.00',
      'NYNJ',
      '$20,000.00$10,000.00',
      '$800.00$300.00',
    ]);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Employer b', '2026', '$10,000.00', '$1,000.00', '', '', '', '', '']);
  });
});
