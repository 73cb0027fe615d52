import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SITE_PLACEHOLDERS } from '../app/site/placeholders';
import { DEFAULT_SITE_SETTINGS } from '../app/settings.server';
import { canonicalPagePath, fillSettings, inlineBlocks, pagePolicy } from './pages';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const PAGE =
  '<!DOCTYPE html><html><head><script>document.documentElement.classList.add("js")</script>' +
  '<style>body{margin:0}</style><script type="module" src="/assets/a.js"></script></head>' +
  '<body><p>x</p><script type="module" async="">import "/assets/b.js";\n</script></body></html>';

describe('pagePolicy', () => {
  it('names each inline script and style by its SHA-256, and nothing loaded from a file', () => {
    const policy = pagePolicy(PAGE, '/api/upload');
    expect(inlineBlocks(PAGE)).toEqual({
      scripts: ['document.documentElement.classList.add("js")', 'import "/assets/b.js";\n'],
      styles: ['body{margin:0}'],
    });
    const [boot, module, style] = [
      'document.documentElement.classList.add("js")',
      'import "/assets/b.js";\n',
      'body{margin:0}',
    ].map((text) => `'sha256-${sha256(text)}'`);
    expect(policy).toContain(`script-src 'self' ${boot} ${module};`);
    expect(policy).toContain(`style-src 'self' ${style};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('nonce');
  });

  it('changes when an inline script changes', () => {
    const changed = PAGE.replace('add("js")', 'add("no-js")');
    expect(pagePolicy(changed, '/api/upload')).not.toBe(pagePolicy(PAGE, '/api/upload'));
  });
});

describe('fillSettings', () => {
  it('fills every token and refuses a page with one it does not know', () => {
    const keys = Object.keys(SITE_PLACEHOLDERS) as (keyof typeof SITE_PLACEHOLDERS)[];
    const text = keys.map((key) => `<${SITE_PLACEHOLDERS[key]}>`).join('');
    expect(fillSettings(text, DEFAULT_SITE_SETTINGS)).toBe(
      keys.map((key) => `<${DEFAULT_SITE_SETTINGS[key]}>`).join(''),
    );
    expect(() => fillSettings('__QR_SOMETHING_NEW__', DEFAULT_SITE_SETTINGS)).toThrow(/token/);
  });
});

describe('canonicalPagePath', () => {
  it.each([
    ['/calculator/', '/calculator'],
    ['/CALCULATOR', '/calculator'],
    ['/Calculator//', '/calculator'],
    ['/calculator', undefined],
    ['/', undefined],
    ['/calculator/x', undefined],
    ['/nope/', undefined],
  ])('%s → %s', (path, expected) => {
    expect(canonicalPagePath(path)).toBe(expected);
  });
});
