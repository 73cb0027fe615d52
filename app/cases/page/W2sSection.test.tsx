// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUsd } from '~/money';
import type { CasePageProps, CaseView } from './CasePage';
import { CASE_PAGE_COPY } from '../case-copy';
import { w2Estimates } from '../../../server/reader/estimate';
import type { DocumentReading } from '../../../server/reader/readings';
import { W2sSection } from './W2sSection';

afterEach(cleanup);

const w2 = (id: string, taxYear: number, wages: number, withheld: number): DocumentReading => ({
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
  const props = { lang, text: CASE_PAGE_COPY[lang], view } as unknown as CasePageProps & {
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
});
