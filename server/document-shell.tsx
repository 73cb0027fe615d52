import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { contentSecurityPolicy } from '../app/site/security-headers';
import { newNonce } from './nonce';

/**
 * The one document shell of the pages the server renders per request (the staff pages, the
 * upload's answer to a form posted without JavaScript, and the answer to a form too large to
 * read): `<!DOCTYPE html>`, `<html lang>`, and a head of charset, viewport, robots, title and the
 * stylesheet, inline under a fresh nonce that the answer's Content-Security-Policy names (no
 * script runs on these pages). The public pages are prerendered by React Router instead
 * (app/root.tsx).
 */
export interface DocumentPage {
  readonly lang: string;
  /** The whole <title>. */
  readonly title: string;
  /**
   * The rules, inlined: the public pages' stylesheet as the build inlined it, and any own ones;
   * empty for the answer to a body too large, written before the routes that have it.
   */
  readonly stylesheet: string;
  /** The robots meta: these pages are answers, never search results. */
  readonly robots: 'noindex' | 'noindex, nofollow';
}

export interface DocumentHead extends DocumentPage {
  /** The upload address the Content-Security-Policy lets a form post to (settings' UPLOAD_URL). */
  readonly uploadUrl: string;
}

/** The page as HTML, its stylesheet under `nonce`. */
export function renderDocument(head: DocumentPage, nonce: string, body: ReactNode): string {
  const html = renderToStaticMarkup(
    <html lang={head.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={head.robots} />
        <title>{head.title}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: head.stylesheet }} />
      </head>
      <body>{body}</body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}

/**
 * Sends the page with the status already set on `res` (200 unless told): HTML, and the
 * Content-Security-Policy with this answer's own nonce.
 */
export function sendDocument(res: Response, head: DocumentHead, body: ReactNode): void {
  const nonce = newNonce();
  res
    .set('Content-Security-Policy', contentSecurityPolicy({ nonce }, head.uploadUrl))
    .type('html')
    .send(renderDocument(head, nonce, body));
}
