// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import Agreement, { REDIRECT_MS } from './agreement';

/** The route's loader in the stub: the data comes from hydrationData, as from the page's HTML. */
const loader = () => null;
import { inLanguage } from '~/copy/testing';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  // The server's answer never comes: nothing the page shows may wait for it.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The versions the prerendered pages carry (the route's loader, run at build time). */
const VERSION = { en: 'a'.repeat(64), es: 'b'.repeat(64) };

function renderAt(lang: 'en' | 'es' = 'en') {
  const Stub = createRoutesStub([
    { id: 'en', path: '/agreement', Component: inLanguage('en', Agreement), loader },
    { id: 'es', path: '/es/agreement', Component: inLanguage('es', Agreement), loader },
    { path: '/', Component: () => <h1>Home page</h1> },
    { path: '/es', Component: () => <h1>Página de inicio</h1> },
  ]);
  render(
    <Stub
      initialEntries={[lang === 'es' ? '/es/agreement' : '/agreement']}
      hydrationData={{ loaderData: { [lang]: { version: VERSION[lang] } } }}
    />,
  );
}

/** What the page's script sent to the server, each call's address and body. */
function recordedPosts(): { url: string; body: unknown; keepalive: boolean | undefined }[] {
  return vi.mocked(fetch).mock.calls.map(([url, init]) => ({
    url: String(url),
    body: JSON.parse(String(init?.body)) as unknown,
    keepalive: init?.keepalive,
  }));
}

it('stores the flag, shows the message and goes home after 1000 ms', () => {
  renderAt();
  fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
  expect(localStorage.getItem('agreementAccepted')).toBe('true');
  expect(screen.getByRole('status').textContent).toBe('Agreement accepted! Redirecting...');
  act(() => void vi.advanceTimersByTime(REDIRECT_MS - 1));
  expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
  act(() => void vi.advanceTimersByTime(1));
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeNull();
});

it('sends the acceptance with the version of the page’s text, and goes on without the answer', () => {
  renderAt();
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
  expect(recordedPosts()).toEqual([
    { url: '/api/agreement', body: { version: VERSION.en }, keepalive: true },
  ]);
  expect(screen.getByRole('status').textContent).toBe('Agreement accepted! Redirecting...');
  act(() => void vi.advanceTimersByTime(REDIRECT_MS));
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeNull();
});

it('sends nothing on Cancel, nor when the page was accepted before', () => {
  renderAt();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeNull();
  cleanup();
  localStorage.setItem('agreementAccepted', 'true');
  renderAt();
  expect(fetch).not.toHaveBeenCalled();
});

it('goes home at once when already accepted', () => {
  localStorage.setItem('agreementAccepted', 'true');
  renderAt();
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeNull();
});

it('states every fee tier', () => {
  renderAt();
  const cells = screen.getAllByRole('cell').map((c) => c.textContent);
  expect(cells).toEqual([
    'Up to $100,000',
    '$35.00',
    'Up to $243,000',
    '$75.00',
    'Up to $609,000',
    '$250.00',
    'Above $609,000',
    '$500.00',
  ]);
});

it('says the fee is never more than the refund, with an example worked by the fee module', () => {
  renderAt();
  const section = screen.getByRole('heading', { name: 'Our fee' }).parentElement;
  expect(section?.textContent).toContain(
    'the fee we charge is the smaller of the fee in this table and your refund, and there is no fee when there is no refund. Your net refund is never below $0.00.',
  );
  expect(section?.textContent).toContain(
    'with a refund of $17.00 and a fee of $35.00 in the table, we charge $17.00 and your net refund is $0.00.',
  );
});

it('in Spanish: the fee table for es-US, and home is the Spanish home page', () => {
  renderAt('es');
  const cells = screen.getAllByRole('cell').map((c) => c.textContent);
  expect(cells.slice(0, 2)).toEqual(['Hasta $100,000', '$35.00']);
  expect(cells.at(-2)).toBe('Más de $609,000');
  fireEvent.click(screen.getByRole('button', { name: 'Acepto y continúo' }));
  expect(screen.getByRole('status').textContent).toBe('¡Acuerdo aceptado! Redirigiendo...');
  expect(recordedPosts()).toEqual([
    { url: '/api/agreement', body: { version: VERSION.es }, keepalive: true },
  ]);
  act(() => void vi.advanceTimersByTime(REDIRECT_MS));
  expect(screen.queryByRole('heading', { name: 'Página de inicio' })).not.toBeNull();
});
