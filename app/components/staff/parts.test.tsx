import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { officeTime, OfficeTimeContext } from '~/staff/office-time';
import type { CaseDetail } from '../../../server/cases/detail';
import type { CaseWorkspace } from '../../../server/cases/workspace';
import { CasePage } from './case/case-page';
import { Pager } from './parts';

const text = { newest: 'Newest cases', older: 'Older cases' };

describe('Pager, under a paged staff list', () => {
  it('on the first page: only the link to the older page, with the filters kept', () => {
    const params = new URLSearchParams({ status: 'filed', q: 'ana@example.com' });
    const html = renderToStaticMarkup(
      <Pager path="/staff/cases" params={params} paged={false} older="2026-01-02" text={text} />,
    );
    expect(html).toBe(
      '<p class="actions"><a href="/staff/cases?status=filed&amp;q=ana%40example.com&amp;before=2026-01-02" rel="next">Older cases</a></p>',
    );
  });

  it('on an older page: back to the newest, and on to the next older', () => {
    const html = renderToStaticMarkup(
      <Pager path="/staff/messages" paged older={41} text={text} />,
    );
    expect(html).toBe(
      '<p class="actions"><a href="/staff/messages">Newest cases</a><a href="/staff/messages?before=41" rel="next">Older cases</a></p>',
    );
  });

  it('on the last page: back to the newest only', () => {
    const html = renderToStaticMarkup(<Pager path="/staff/audit" paged older={null} text={text} />);
    expect(html).toBe('<p class="actions"><a href="/staff/audit">Newest cases</a></p>');
  });
});

describe('the case page\'s "Note to the client"', () => {
  it('says, tied to the field, that anyone with the reference reads it and that it holds no tax data', () => {
    const detail: CaseDetail = {
      found: {
        id: '00000000-0000-4000-8000-000000000000',
        reference: 'QR-ABCD-EFGH-JKLM',
        status: 'received',
        estimatedRefundCents: null,
        createdAt: new Date('2026-02-01T12:00:00Z'),
        lastActivityAt: new Date('2026-02-01T12:00:00Z'),
        events: [],
      },
      clientMailFailedAt: null,
      documents: [],
      requests: [],
      messages: [],
      thread: [],
      agreements: [],
      clientEmail: null,
      events: [],
    };
    const workspace: CaseWorkspace = {
      client: {
        name: null,
        email: null,
        language: 'en',
        firstContactAt: new Date('2026-02-01T12:00:00Z'),
      },
      assignee: null,
      staff: [],
      notes: [],
    };
    const html = renderToStaticMarkup(
      <OfficeTimeContext value={officeTime('America/New_York')}>
        <CasePage
          detail={detail}
          workspace={workspace}
          csrf="token"
          limits={{ note: 5000, request: 200 }}
          agreementVersions={{ en: 'v-en', es: 'v-es' }}
          signingView={{
            state: { current: undefined, signatureVoided: false, lockedUntil: null },
            unchanged: undefined,
            refund: '',
            fee: '35.00',
            codeDelivery: 'email',
          }}
        />
      </OfficeTimeContext>,
    );
    const field = /<textarea id="case-update-note"[^>]*>/.exec(html)?.[0] ?? '';
    const described = /aria-describedby="([^"]+)"/.exec(field)?.[1];
    expect(html).toContain('<label for="case-update-note">Note to the client</label>');
    expect(described).toBe('case-update-note-hint');
    const hint = new RegExp(`<p class="hint" id="${described}">([^<]+)</p>`).exec(html)?.[1] ?? '';
    expect(hint).toContain('anyone who has the case reference');
    expect(hint).toContain('no tax data');
  });
});
