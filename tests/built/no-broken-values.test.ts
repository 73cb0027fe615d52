import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS, pathOf } from '../../app/site/pages';
import type { RunningApp } from '../../server/app';
import requireBuild from './require-build';
import { copyMigratedDatabase } from '../api/helpers/engines';
import { quietLogger } from '../api/helpers/logs';
import { builtServer } from './built-server';

// Needs the production build. Every page a visitor can be shown, read as a visitor reads it
// (the text, without scripts and styles): none may say NaN, undefined, null or [object Object]
// (a page once showed "$NaN" for an answer it did not expect). The prerendered pages, and every answer the server renders: the calculator's results
// and refusals, the upload's answer pages, the tracker's and the contact form's answers.

const BROKEN = /\bNaN\b|\bundefined\b|\bnull\b|\[object Object\]/;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let dataDir: string;
let running: RunningApp;
let server: Server;
let base: string;

beforeAll(async () => {
  requireBuild();
  dataDir = await mkdtemp(path.join(tmpdir(), 'qr-broken-'));
  await copyMigratedDatabase(dataDir);
  running = await (
    await builtServer()
  ).createBuiltApp({
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1', UPLOAD_RATE_LIMIT: '1000' },
    logger: await quietLogger(),
    log: () => {},
  });
  server = http.createServer(running.listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** What a visitor reads of a page: its title and body text, scripts and styles left out. */
function visibleText(html: string): string {
  const { document } = new JSDOM(html).window;
  for (const hidden of document.querySelectorAll('script, style, template')) hidden.remove();
  const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
    .flatMap((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a)))
    .filter((value) => value !== null);
  return [document.title, document.body.textContent ?? '', ...attributes].join('\n');
}

function expectClean(what: string, html: string): void {
  const text = visibleText(html);
  expect(text.length, `${what}: no text`).toBeGreaterThan(0);
  expect(BROKEN.exec(text)?.[0], `${what} shows a broken value`).toBeUndefined();
}

/** A form as a browser without JavaScript posts it, from the page itself. */
function postForm(pagePath: string, fields: Record<string, string>, action = pagePath) {
  return fetch(base + action, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
      Origin: base,
      Referer: base + pagePath,
    },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe.each(['en', 'es'] as const)('%s', (lang) => {
  const calculator = pathOf('calculator', lang);

  it('no page reads NaN, undefined, null or [object Object]', async () => {
    for (const page of PAGE_PATHS.filter((p) => p.lang === lang)) {
      const response = await fetch(base + page.path);
      expect(response.status, page.path).toBe(200);
      expectClean(page.path, await response.text());
    }
    const missing = await fetch(`${base}${lang === 'es' ? '/es' : ''}/no-such-page`);
    expectClean('404', await missing.text());
  });

  it.each([
    ['a refund at each tier edge', { income: '100000', withheld: '400000', taxYear: '2026' }],
    ['above the edge', { income: '100001', withheld: '400000', taxYear: '2026' }],
    ['the top tier', { income: '609001', withheld: '400000', taxYear: '2026' }],
    ['a refund below the fee', { income: '64600', withheld: '6069', taxYear: '2024' }],
    ['no refund (withholding assumed)', { income: '50000', withheld: '' }],
    ['an amount owed', { income: '90000', withheld: '10' }],
    ['itemized deductions limited', { income: '700000', withheld: '250000', deductions: '40000' }],
    ['an income that is not a number', { income: 'abc' }],
    ['a negative income', { income: '-5' }],
    ['too many children', { income: '50000', children: '99' }],
    ['an unsupported year', { income: '50000', taxYear: '1999' }],
  ] as [string, Record<string, string>][])('the calculator answering %s', async (_, fields) => {
    const response = await postForm(calculator, { ...fields, confirm: 'on' });
    const html = await response.text();
    expectClean(JSON.stringify(fields), html);
    expect(response.status).toBeLessThan(500);
    if (fields.withheld === '400000') expect(visibleText(html)).toMatch(/\$(35|75|500)\.00/);
  });

  it('the calculator posted without the box ticked', async () => {
    const response = await postForm(calculator, { income: '50000' });
    expectClean('unconfirmed', await response.text());
  });

  it('the upload answer pages: stored, no file chosen, empty, refused type, no preset', async () => {
    const upload = pathOf('upload', lang);
    const send = async (file: Blob | null, name: string, preset = 'tax_documents') => {
      const form = new FormData();
      if (preset) form.append('upload_preset', preset);
      if (file) form.append('file', file, name);
      const response = await fetch(`${base}/api/upload`, {
        method: 'POST',
        body: form,
        headers: { Accept: 'text/html', Origin: base, Referer: base + upload },
      });
      return response.text();
    };
    expectClean('stored', await send(new Blob([new Uint8Array(PDF)]), 'w2.pdf'));
    expectClean('no file chosen', await send(new Blob([]), ''));
    expectClean('empty file', await send(new Blob([]), 'empty.pdf'));
    expectClean('wrong type', await send(new Blob(['<html></html>']), 'x.pdf'));
    expectClean('no preset', await send(new Blob([new Uint8Array(PDF)]), 'w2.pdf', ''));
  });

  it('the tracker answers: a new case, an unknown reference, a blank one', async () => {
    // A case as the first upload opens it: nothing known of its refund yet.
    const form = new FormData();
    form.append('upload_preset', 'tax_documents');
    form.append('file', new Blob([new Uint8Array(PDF)]), 'w2.pdf');
    const stored = (await (
      await fetch(`${base}/api/upload`, { method: 'POST', body: form })
    ).json()) as { reference?: unknown };
    expect(typeof stored.reference).toBe('string');
    const home = pathOf('home', lang);
    const action = `${home}?index`;
    for (const reference of [String(stored.reference), 'QR-0000-0000-0000', '']) {
      const response = await postForm(home, { reference }, action);
      expectClean(`tracker ${reference || 'blank'}`, await response.text());
    }
  });

  it('the contact answers: sent, and each refusal', async () => {
    const contact = pathOf('contact', lang);
    const posts: Record<string, string>[] = [
      { name: 'Ana', email: 'ana@example.com', message: 'Hello' },
      { name: '', email: 'ana@example.com', message: 'Hello' },
      { name: 'Ana', email: 'not an address', message: 'Hello' },
      { name: 'Ana', email: 'ana@example.com', message: '' },
      // Each step's answer (decision 056): moved on, refused, and back.
      { name: 'Ana', email: 'ana@example.com', message: '', intent: 'step2' },
      { name: 'Ana', email: 'not an address', message: '', intent: 'step2' },
      { name: 'Ana', email: 'ana@example.com', message: 'Hello', intent: 'step3' },
      { name: 'Ana', email: 'ana@example.com', message: ' ', intent: 'step3' },
      { name: 'Ana', email: 'ana@example.com', message: 'Hello', intent: 'step1' },
    ];
    for (const fields of posts) {
      const response = await postForm(contact, fields);
      expectClean(`contact ${JSON.stringify(fields)}`, await response.text());
    }
  });
});
