import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pager } from './views';

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
