import { JSDOM } from 'jsdom';
import { sendContactForm } from '../shared/contact-form';
import { describe, expect, it } from 'vitest';
import { en } from '../../app/copy/en';
import { es } from '../../app/copy/es';
import { sentences } from '../../app/copy/leaves';
import { LANG_PREFIX, LANGUAGES, PAGE_PATHS, pathOf } from '../../app/site/pages';
import { API_PATHS } from '../../app/site/api-paths';
import { useBuiltApp } from './built-app';

// The Spanish pages from the production build, served as server/index.ts serves them.
const PUBLIC_URL = 'https://refunds.example';
const app = useBuiltApp('languages', { PUBLIC_URL });

const SPANISH = PAGE_PATHS.filter((page) => page.lang === 'es');
const ENGLISH_SENTENCES = sentences(en);

function documentOf(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Everything a visitor reads or hears: the text, and the words in attributes and the head. */
function readable(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('script, style')) element.remove();
  const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
    .flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name)),
    )
    .filter((value): value is string => value !== null);
  const head = [...document.querySelectorAll('title, meta[content]')].map(
    (element) => element.getAttribute('content') ?? element.textContent ?? '',
  );
  return [body.textContent ?? '', ...attributes, ...head].join('\n').replace(/\s+/g, ' ');
}

async function page(urlPath: string, init?: RequestInit): Promise<Document> {
  const response = await fetch(app.base + urlPath, init);
  return documentOf(await response.text());
}

describe('every public page in both languages', () => {
  it.each(PAGE_PATHS.map((p) => [p.path, p] as const))(
    '%s: its language, its title, canonical and hreflang links',
    async (_path, { key, lang, path: pagePath }) => {
      const document = await page(pagePath);
      expect(document.documentElement.lang).toBe(lang);
      const copy = lang === 'es' ? es : en;
      expect(document.title).toBe(`${copy.meta[key].title} | QuickRefund`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        copy.meta[key].description,
      );
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        PUBLIC_URL + pagePath,
      );
      const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual([
        ['en', PUBLIC_URL + pathOf(key, 'en')],
        ['es', PUBLIC_URL + pathOf(key, 'es')],
        ['x-default', PUBLIC_URL + pathOf(key, 'en')],
      ]);
    },
  );

  it.each(PAGE_PATHS.map((p) => [p.path, p] as const))(
    '%s: the header links the same page in the other language, named in it',
    async (_path, { key, lang }) => {
      const document = await page(pathOf(key, lang));
      const other = lang === 'en' ? 'es' : 'en';
      const header = document.querySelector('header');
      const link = [...(header?.querySelectorAll('a[hreflang]') ?? [])];
      expect(
        link.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang')]),
      ).toEqual([[other === 'es' ? 'Español' : 'English', pathOf(key, other), other]]);
    },
  );
});

describe('the Spanish pages', () => {
  it('the check below sees English sentences where there are some', async () => {
    const english = readable(await page('/calculator'));
    expect(ENGLISH_SENTENCES.filter((s) => english.includes(s)).length).toBeGreaterThan(10);
  });

  it.each(SPANISH.map((p) => p.path))(
    '%s shows no English sentence of the catalogue',
    async (p) => {
      const text = readable(await page(p));
      expect(ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence))).toEqual([]);
    },
  );

  it.each(SPANISH.map((p) => p.path))('%s links only to Spanish pages', async (p) => {
    const document = await page(p);
    const outside = [...document.querySelectorAll('a[href^="/"]')]
      .filter((a) => a.getAttribute('hreflang') !== 'en')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href !== LANG_PREFIX.es && !href.startsWith(`${LANG_PREFIX.es}/`));
    expect(outside).toEqual([]);
  });

  it('an unknown address under /es is the Spanish 404 page', async () => {
    const response = await fetch(`${app.base}/es/no-existe`);
    expect(response.status).toBe(404);
    const document = documentOf(await response.text());
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('h1')?.textContent).toBe(es.notFound.heading);
    expect(document.querySelector('main a')?.getAttribute('href')).toBe('/es');
    const english = await page('/no-such-page');
    expect(english.querySelector('h1')?.textContent).toBe(en.notFound.heading);
  });

  it('/es/ and /ES/Calculator lead to the one path', async () => {
    for (const [asked, found] of [
      ['/es/', '/es'],
      ['/ES/Calculator', '/es/calculator'],
    ]) {
      const response = await fetch(app.base + asked, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(found);
    }
  });

  it('the sitemap lists both languages, each with its alternates', async () => {
    const xml = await (await fetch(`${app.base}/sitemap.xml`)).text();
    for (const { path: p } of PAGE_PATHS) expect(xml).toContain(`<loc>${PUBLIC_URL}${p}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/calculator"/>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(PAGE_PATHS.length);
    expect(LANGUAGES).toEqual(['en', 'es']);
  });
});

describe('the answers to forms without JavaScript, in the page language', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('the calculator: the estimate in es-US and the reasons in Spanish', async () => {
    const origin = { ...form, origin: app.base };
    const estimate = await page('/es/calculator', {
      method: 'POST',
      headers: origin,
      body: 'income=64600&withheld=8000&taxYear=2024&children=0&filingStatus=single&confirm=on',
    });
    expect(estimate.documentElement.lang).toBe('es');
    expect(estimate.querySelector('[role="status"] h2')?.textContent).toBe(
      es.calculator.resultHeading,
    );
    expect(estimate.querySelector('[role="status"] dd')?.textContent).toBe('$1,941.00');

    const refused = await page('/es/calculator', {
      method: 'POST',
      headers: origin,
      body: 'income=abc&confirm=on',
    });
    expect(refused.querySelector('[role="alert"]')?.textContent).toBe(
      `${es.calculator.invalid} ${es.calculator.fieldErrors.income}`,
    );
  });

  it('a page without a form refuses a post in its language', async () => {
    const response = await fetch(`${app.base}/es/upload`, {
      method: 'POST',
      headers: { origin: app.base },
    });
    expect(response.status).toBe(405);
    expect(await response.text()).toBe(`${es.error.methodNotAllowed}\n`);
  });

  it('the contact form: a refusal in Spanish', async () => {
    const refused = await page('/es/contact', {
      method: 'POST',
      headers: { ...form, origin: app.base },
      body: 'name=&email=ana%40example.com&message=Hola',
    });
    expect(refused.documentElement.lang).toBe('es');
    expect(refused.querySelector('[role="alert"]')?.textContent).toBe(
      `${es.contact.sendFailed} ${es.contact.errors.nameRequired}`,
    );
  });
});

describe('the APIs answer in the language asked for, English by default', () => {
  async function message(url: string, init: RequestInit): Promise<string> {
    const response = await fetch(app.base + url, init);
    expect(response.status).toBeGreaterThanOrEqual(400);
    return ((await response.json()) as { error: { message: string } }).error.message;
  }
  const json = { 'content-type': 'application/json' };

  it('POST /api/RefundCalculator', async () => {
    const body = JSON.stringify({ income: -1 });
    expect(await message('/api/RefundCalculator', { method: 'POST', headers: json, body })).toBe(
      en.refundRequest.negative('income'),
    );
    const spanish = { ...json, 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };
    expect(await message('/api/RefundCalculator', { method: 'POST', headers: spanish, body })).toBe(
      es.refundRequest.negative('income'),
    );
    const english = { ...json, 'accept-language': 'en-US,en;q=0.9,es;q=0.8' };
    expect(await message('/api/RefundCalculator', { method: 'POST', headers: english, body })).toBe(
      en.refundRequest.negative('income'),
    );
  });

  // The contact form has no API (decision 136): its Send answers in the page's language, the
  // language its hydrated page showed too, whatever the browser asks for.
  it('the contact form’s Send, in the language of its page', async () => {
    const fields = { name: '', email: 'ana@example.com', message: 'Hola' };
    const spanishBrowser = { headers: { 'accept-language': 'es' } };
    const spanish = await sendContactForm(app.base, fields, { language: 'es' });
    expect(spanish.status).toBe(400);
    expect(spanish.alert).toBe(`${es.contact.sendFailed} ${es.contact.errors.nameRequired}`);
    const english = await sendContactForm(app.base, fields, spanishBrowser);
    expect(english.alert).toBe(`${en.contact.sendFailed} ${en.contact.errors.nameRequired}`);
  });

  it('POST /api/upload', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'text/plain', origin: app.base } };
    expect(
      await message('/api/upload', {
        ...init,
        headers: { ...init.headers, 'accept-language': 'es' },
      }),
    ).toBe(es.documents.notMultipart);
    expect(await message('/api/upload', init)).toBe(en.documents.notMultipart);
  });

  it('GET of a download link that is not valid', async () => {
    const link = `${API_PATHS.documents}not-a-document?expires=1&signature=x`;
    expect(await message(link, { headers: { 'accept-language': 'es-MX' } })).toBe(
      es.documents.linkNotValid,
    );
    expect(await message(link, {})).toBe(en.documents.linkNotValid);
  });
});
