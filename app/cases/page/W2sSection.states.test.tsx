// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '~/copy/en';
import { es } from '~/copy/es';
import type { CasePageProps, CaseView } from './CasePage';
import { CASE_PAGE_COPY } from '../case-copy';
import { w2Estimates } from '../../../server/reader/estimate';
import type { DocumentReading } from '../../../server/reader/readings';
import { W2sSection } from './W2sSection';

afterEach(cleanup);

/** A 2025 W-2: 50,000 of wages; boxes 15 to 17 as given (2,500 withheld for the state). */
const w2 = (code: string): DocumentReading => ({
  documentId: 'a',
  state: 'w2',
  method: 'pdf-text',
  figures: {
    taxYear: 2025,
    employer: 'Acme Widgets Inc',
    wages: 5_000_000,
    withheld: 500_000,
    states: [{ code, wages: 5_000_000, withheld: 250_000 }],
  },
});

function renderSection(readings: DocumentReading[], lang: 'en' | 'es' = 'en') {
  const view = {
    w2s: { readings, estimates: w2Estimates(readings, undefined) },
  } as unknown as CaseView;
  const props = {
    lang,
    copy: lang === 'en' ? en : es,
    text: CASE_PAGE_COPY[lang],
    view,
  } as unknown as CasePageProps & { view: CaseView };
  return render(<W2sSection {...props} />);
}

describe('"From your W-2s": the state estimate from boxes 15 to 17', () => {
  it('shows the state refund with the state name, and that local taxes are not estimated', () => {
    // Worked in server/reader/estimate-states.test.ts: Illinois tax 2,334, withheld 2,500.
    renderSection([w2('IL')]);
    const state = screen.getByRole('region', { name: 'Your Illinois estimate' });
    expect(within(state).getByRole('term')).toHaveProperty('textContent', 'Estimated state refund');
    expect(within(state).getByRole('definition')).toHaveProperty('textContent', '$166.00');
    expect(state.textContent).toContain(
      'City, county and school district income taxes are not estimated.',
    );
  });

  it('says in Spanish when a state is not estimated', () => {
    const { container } = renderSection([w2('AL')], 'es');
    expect(container.textContent).toContain(
      'Todavía no calculamos el reembolso de Alabama. Su preparador lo hará.',
    );
  });
});
