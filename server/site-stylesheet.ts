import { readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The site's stylesheet, read once, for the pages the server renders by itself (the staff back
 * office, the upload's answer without JavaScript): they share the public pages' look.
 */
export function siteStylesheet(): string {
  if (cached !== undefined) return cached;
  try {
    cached = readFileSync(path.resolve('app/styles/app.css'), 'utf8');
  } catch {
    cached = '';
  }
  return cached;
}
