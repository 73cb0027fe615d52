import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { leaves } from './leaves';
import { casePage } from './es/case';
import { returnPage } from './es/return';
import { signing } from './es/signing';

// Words that are the same in both languages: names, places, form names.
const SAME_IN_BOTH = new Set(['Maria G.', 'James T.', 'Aisha K.', 'Texas', 'Ohio', 'Georgia']);
/** The states' names: Spanish writes most as English does (Nueva York, Pensilvania… do differ). */
const PLACE_NAMES = 'stateRefund.names.';

describe('the Spanish catalogue', () => {
  const english = new Map(leaves(en));
  const spanish = new Map(leaves(es));

  it('has every key of the English one, and no other', () => {
    expect([...spanish.keys()]).toEqual([...english.keys()]);
  });

  it('says every sentence in Spanish', () => {
    const untranslated = [...spanish].filter(
      ([key, value]) =>
        value === english.get(key) && !SAME_IN_BOTH.has(value) && !key.startsWith(PLACE_NAMES),
    );
    expect(untranslated).toEqual([]);
  });

  it('says the tax year as the site does, "año tributario", never "año fiscal"', () => {
    const texts = [es, casePage, returnPage, signing].flatMap((catalogue) =>
      leaves(catalogue).map(([, text]) => text),
    );
    expect(texts.filter((text) => /año fiscal/i.test(text))).toEqual([]);
    expect(casePage.w2s.taxYear).toBe(es.calculator.taxYear);
  });
});
