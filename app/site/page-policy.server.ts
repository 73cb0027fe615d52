import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from './security-headers';

/**
 * The Content-Security-Policy of a page rendered without a nonce (a public page kept for every
 * visitor, app/site/public-page.server.ts; the page answering a body too large to read): its
 * inline scripts and styles named by their SHA-256, no nonce, no `unsafe-inline`.
 */

const INLINE_BLOCK = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

interface InlineBlocks {
  readonly scripts: string[];
  readonly styles: string[];
}

/** The text of every inline script and style of a page, as the browser hashes it. */
function inlineBlocks(html: string): InlineBlocks {
  const blocks: InlineBlocks = { scripts: [], styles: [] };
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(INLINE_BLOCK)) {
    if (tag.toLowerCase() === 'style') blocks.styles.push(text);
    else if (!/\ssrc\s*=/i.test(` ${attributes}`)) blocks.scripts.push(text);
  }
  return blocks;
}

function sha256(texts: readonly string[]): string[] {
  const hashes = texts.map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
  return [...new Set(hashes)];
}

/** A page's policy: its own inline blocks allowed by hash. */
export function pagePolicy(html: string, uploadUrl: string): string {
  const { scripts, styles } = inlineBlocks(html);
  return contentSecurityPolicy(
    { scriptHashes: sha256(scripts), styleHashes: sha256(styles) },
    uploadUrl,
  );
}
