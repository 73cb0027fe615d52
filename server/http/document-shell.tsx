import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { contentSecurityPolicy } from '../../app/site/security-headers';
import { newNonce } from './nonce';

/**
 * The one document shell of the pages the server renders per request (the staff pages, the
 * visitor's case page, the upload's answer to a form posted without JavaScript, and the answer to
 * a form too large to read): `<!DOCTYPE html>`, `<html lang>`, and a head of charset, viewport,
 * robots, title and the stylesheet, inline under a fresh nonce that the answer's
 * Content-Security-Policy names. No script runs on these pages but the case page's inline ones,
 * which are the public pages' own (decision 072). The public pages are prerendered by React
 * Router instead (app/root.tsx).
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
  /** A page in the site's frame (the case page, decision 072): what its head has of theirs. */
  readonly frame?: {
    readonly description: string;
    /** The site's icon as the public pages inline it (server/pages.ts builtIcon); '' for none. */
    readonly icon: string;
    /** Their boot script (app/site/boot-script.ts), run before first paint under the nonce. */
    readonly bootScript: string;
    /** Classes of <html>: `banner-closed` once the banner was closed without scripts. */
    readonly htmlClass: string | undefined;
  };
}

export interface DocumentHead extends DocumentPage {
  /** The upload address the Content-Security-Policy lets a form post to (settings' UPLOAD_URL). */
  readonly uploadUrl: string;
}

/** A page's body, or what makes it from the answer's nonce (for its inline scripts). */
export type DocumentBody = ReactNode | ((nonce: string) => ReactNode);

/** The page as HTML, its stylesheet (and the frame's scripts) under `nonce`. */
export function renderDocument(head: DocumentPage, nonce: string, body: DocumentBody): string {
  const { frame } = head;
  const html = renderToStaticMarkup(
    <html lang={head.lang} className={frame?.htmlClass}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {frame ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: frame.bootScript }} />
        ) : null}
        <meta name="robots" content={head.robots} />
        <title>{head.title}</title>
        {frame ? <meta name="description" content={frame.description} /> : null}
        {frame?.icon ? <link rel="icon" href={frame.icon} type="image/svg+xml" /> : null}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: head.stylesheet }} />
      </head>
      <body>{typeof body === 'function' ? body(nonce) : body}</body>
    </html>,
  );
  return `<!DOCTYPE html>${html}`;
}

/**
 * Sends the page with the status already set on `res` (200 unless told): HTML, and the
 * Content-Security-Policy with this answer's own nonce.
 */
export function sendDocument(res: Response, head: DocumentHead, body: DocumentBody): void {
  const nonce = newNonce();
  res
    .set('Content-Security-Policy', contentSecurityPolicy({ nonce }, head.uploadUrl))
    .type('html')
    .send(renderDocument(head, nonce, body));
}
