// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agreementLines, agreementText } from './agreement-text';
import { AGREEMENT_VERSIONS, languageOfVersion, VERSION_PATTERN } from './agreement-version.server';
import { Terms, TermsVersion } from './components/Terms';
import { inLanguage } from './copy/testing';
import { en } from './copy/en';
import { es } from './copy/es';
import { TERMS_VERSION } from './site/legal';

afterEach(cleanup);

const CATALOGUE = { en, es } as const;

describe.each(['en', 'es'] as const)('the agreement’s version in %s', (lang) => {
  it('is the SHA-256 of the words the page shows, in its order, with the date of the text', () => {
    const Page = inLanguage(lang, () => (
      <>
        <TermsVersion />
        <Terms />
      </>
    ));
    const { container } = render(<Page />);
    // What a reader sees in the terms card, cell by cell, paragraph by paragraph.
    const shown = [...container.querySelectorAll('.terms h2, .terms p, .terms tr')].map((node) =>
      node.tagName === 'TR'
        ? [...node.children].map((cell) => cell.textContent).join('\t')
        : node.textContent,
    );
    const lines = agreementLines(agreementText(CATALOGUE[lang]));
    expect(lines[0]).toBe(TERMS_VERSION);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(lines[0]);
    expect(shown).toEqual(lines.slice(1));
    const hash = createHash('sha256').update(lines.join('\n'), 'utf8').digest('hex');
    expect(AGREEMENT_VERSIONS[lang]).toBe(hash);
    expect(AGREEMENT_VERSIONS[lang]).toMatch(VERSION_PATTERN);
    expect(languageOfVersion(hash)).toBe(lang);
  });
});

it('tells the two languages’ texts apart, and knows no other text', () => {
  expect(AGREEMENT_VERSIONS.en).not.toBe(AGREEMENT_VERSIONS.es);
  expect(languageOfVersion('0'.repeat(64))).toBeUndefined();
  expect(languageOfVersion(AGREEMENT_VERSIONS.en.toUpperCase())).toBeUndefined();
  expect(languageOfVersion('')).toBeUndefined();
});
