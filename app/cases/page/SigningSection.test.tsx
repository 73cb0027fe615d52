// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INCOME_TABLE } from '~/fees';
import { en } from '~/copy/en';
import type { CodeDelivery } from '../../../server/signing/checks';
import type { CurrentReturn } from '../../../server/signing/returns';
import { CASE_PAGE_COPY } from '../case-copy';
import type { CasePageProps, CaseView } from './CasePage';
import { SigningSection } from './SigningSection';

// The schedule in force comes from the root route's data; the section alone has no router.
vi.mock('~/site/use-site', () => ({ useFeeSchedule: () => INCOME_TABLE }));

afterEach(cleanup);

const file = (id: string) => ({ id, contentType: 'application/pdf' });

const CURRENT: CurrentReturn = {
  id: 7,
  taxYear: 2025,
  joint: false,
  sentAt: new Date('2026-11-20T15:00:00Z'),
  refundCents: 412_550,
  feeCents: 3_500,
  returnFile: file('return'),
  formFile: file('form'),
  signed: null,
  paper: null,
};

/** The section alone, for a return waiting, with how a code can reach the client. */
function renderSection(signingCode: CodeDelivery) {
  const view = {
    signing: { current: CURRENT, signatureVoided: false, lockedUntil: null },
    signingCode,
  } as unknown as CaseView;
  const props = {
    lang: 'en',
    copy: en,
    text: CASE_PAGE_COPY.en,
    site: { supportPhone: '(800) 555-0142', officeTimeZone: 'America/New_York' },
    view,
  } as unknown as CasePageProps & { view: CaseView };
  render(<SigningSection {...props} />);
  return screen.getByRole('region', { name: 'Review and sign your return' });
}

describe('"Review and sign your return" and the mail that brings the code', () => {
  it('with mail on: the identity checks, "E-mail me a code", and paper as a choice', () => {
    const section = renderSection('email');
    expect(within(section).queryAllByRole('button', { name: 'E-mail me a code' })).toHaveLength(1);
    expect(within(section).queryAllByRole('button', { name: 'Sign Form 8879' })).toHaveLength(1);
    expect(within(section).queryAllByRole('button', { name: 'Send signed form' })).toHaveLength(1);
    expect(section.textContent).not.toContain('We cannot send e-mail');
  });

  it('with mail off: the true reason, and signing on paper, never a code that cannot come', () => {
    const section = renderSection('mailOff');
    expect(section.textContent).toContain(
      'We cannot send e-mail at the moment, so no code can reach you and this return cannot be signed on this page.',
    );
    expect(within(section).queryByRole('button', { name: 'E-mail me a code' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Sign Form 8879' })).toBeNull();
    expect(
      within(section).queryAllByRole('heading', { name: 'Prefer to sign on paper?' }),
    ).toHaveLength(1);
    expect(within(section).queryAllByLabelText('Signed Form 8879')).toHaveLength(1);
    expect(within(section).queryAllByRole('button', { name: 'Send signed form' })).toHaveLength(1);
  });
});
