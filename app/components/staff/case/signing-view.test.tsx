import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { officeTime, OfficeTimeContext } from '~/staff/office-time';
import type { CodeDelivery } from '../../../../server/signing/checks';
import { SigningSection } from './signing-view';

/** "Return for signature" for a case with no return sent yet, with how a code reaches the client. */
function section(codeDelivery: CodeDelivery): string {
  return renderToStaticMarkup(
    <OfficeTimeContext value={officeTime('America/New_York')}>
      <SigningSection
        reference="QR-7K3M-92XD-PQ4T"
        csrf="token"
        view={{
          state: { current: undefined, signatureVoided: false, lockedUntil: null },
          unchanged: undefined,
          refund: '',
          fee: '35.00',
          codeDelivery,
        }}
      />
    </OfficeTimeContext>,
  );
}

describe('"Return for signature" warns staff when the client cannot get a code', () => {
  it('says nothing with mail on and an address', () => {
    expect(section('email')).not.toContain('cannot get a signing code');
  });

  it('with mail off: the client signs on paper', () => {
    expect(section('mailOff')).toContain(
      'This client cannot get a signing code by e-mail: this server sends no e-mail (SMTP_URL is not set).',
    );
  });

  it('with no e-mail for updates: the client must add one, or sign on paper', () => {
    expect(section('noAddress')).toContain(
      'This client cannot get a signing code by e-mail yet: the case has no e-mail for updates.',
    );
  });
});
