import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fromOwnSite } from './origin';
import type { RequestFacts } from './request-checks';

const facts: RequestFacts = {
  path: '/contact',
  search: '',
  https: false,
  publicOrigin: 'https://www.quickrefund.example',
  addressed: 'http://127.0.0.1:3000',
};

const post = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

describe('fromOwnSite: one behaviour for every form post and upload', () => {
  it('goes by Origin when there is one, whatever Sec-Fetch-Site says', () => {
    expect(fromOwnSite(post({ origin: 'https://www.quickrefund.example' }), facts)).toBe(true);
    expect(fromOwnSite(post({ origin: 'http://127.0.0.1:3000' }), facts)).toBe(true);
    expect(
      fromOwnSite(post({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), facts),
    ).toBe(false);
    expect(fromOwnSite(post({ origin: 'null' }), facts)).toBe(false);
  });

  it('without Origin, refuses what Sec-Fetch-Site says came from another site', () => {
    expect(fromOwnSite(post({ 'sec-fetch-site': 'cross-site' }), facts)).toBe(false);
    expect(fromOwnSite(post({ 'sec-fetch-site': 'same-site' }), facts)).toBe(false);
    expect(fromOwnSite(post({ 'sec-fetch-site': 'same-origin' }), facts)).toBe(true);
    expect(fromOwnSite(post({ 'sec-fetch-site': 'none' }), facts)).toBe(true);
  });

  it('takes a post with neither header (an older client or a script)', () => {
    expect(fromOwnSite(post({}), facts)).toBe(true);
  });
});
