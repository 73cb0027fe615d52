import type { RequestHandler } from 'express';
import { keptAnswer, memoKey, type PageMemo } from '../../app/site/page-memo.server';
import { factsOf } from './request-checks';

/**
 * The public pages their routes keep for every visitor (app/site/public-page.server.ts), answered
 * from the memo before React Router when a GET or HEAD asks for one of them as the route kept it:
 * the same bytes, headers, ETag and 304 the route's middleware answers with, without React
 * Router's matching, which costs most of a page's CPU (BENCHMARKS.md, `bench:pages`). Nothing is
 * decided here: an address, a form or a visitor the route has not kept a page for goes on to
 * React Router, which redirects, refuses, renders and keeps (decision 208).
 */
export function serveKeptPages(memo: PageMemo): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const cookie = req.headers.cookie ?? null;
    const page = memo.kept(memoKey(factsOf(req).path, cookie));
    if (page === undefined || page.perVisitor?.(cookie) === true) return next();
    const ifNoneMatch = req.headers['if-none-match'];
    const answer = keptAnswer(page, req.headers['accept-encoding'], ifNoneMatch);
    res.writeHead(answer.status, answer.headers.flat());
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };
}
