// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import Agreement, { clientAction, REDIRECT_MS, shouldRevalidate } from './agreement';
import type { Route } from './+types/agreement';

/** The route's loader in the stub: the data comes from hydrationData, as from the page's HTML. */
const loader = () => null;
import { inLanguage } from '~/copy/testing';

/** What the page's fetcher posted to its route's action: the page's path and the form. */
let posted: { path: string; form: Record<string, FormDataEntryValue> }[] = [];
/** The server's answer; by default it never comes: nothing the page shows may wait for it. */
let serverAnswer: () => Promise<unknown> = () => new Promise(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  posted = [];
  serverAnswer = () => new Promise(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The route's clientAction as the browser runs it, its server action answered here. */
async function action(args: { request: Request }) {
  const { request } = args;
  return clientAction({
    ...args,
    serverAction: async () => {
      posted.push({
        path: new URL(request.url).pathname,
        form: Object.fromEntries(await request.formData()),
      });
      return serverAnswer();
    },
  } as unknown as Route.ClientActionArgs);
}

/** The versions the prerendered pages carry (the route's loader, run at build time). */
const VERSION = { en: 'a'.repeat(64), es: 'b'.repeat(64) };

/** The route module's own exports the stub takes. */
const route = { loader, action, shouldRevalidate };

function renderAt(lang: 'en' | 'es' = 'en') {
  const Stub = createRoutesStub([
    { id: 'en', path: '/agreement', Component: inLanguage('en', Agreement), ...route },
    { id: 'es', path: '/es/agreement', Component: inLanguage('es', Agreement), ...route },
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

it('sends the acceptance to the page’s action with the version of its text, and goes on without the answer', async () => {
  renderAt();
  expect(posted).toEqual([]);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
  });
  expect(posted).toEqual([{ path: '/agreement', form: { intent: 'agree', version: VERSION.en } }]);
  expect(screen.getByRole('status').textContent).toBe('Agreement accepted! Redirecting...');
  act(() => void vi.advanceTimersByTime(REDIRECT_MS));
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeNull();
});

it('a record not kept, or no answer at all, goes to the console; the page says the same', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  serverAnswer = async () => ({ accepted: true, recorded: false });
  renderAt();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
  });
  expect(logged).toHaveBeenCalledWith('Agreement not recorded');
  expect(screen.getByRole('status').textContent).toBe('Agreement accepted! Redirecting...');
  cleanup();
  localStorage.clear();
  serverAnswer = async () => {
    throw new TypeError('Failed to fetch');
  };
  renderAt();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
  });
  expect(logged).toHaveBeenCalledWith('Agreement not recorded', expect.any(TypeError));
  // No error page: the page stays, and goes home as before.
  expect(screen.getByRole('status').textContent).toBe('Agreement accepted! Redirecting...');
  act(() => void vi.advanceTimersByTime(REDIRECT_MS));
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeNull();
});

it('sends nothing on Cancel, nor when the page was accepted before', async () => {
  renderAt();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  });
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeNull();
  expect(posted).toEqual([]);
  cleanup();
  localStorage.setItem('agreementAccepted', 'true');
  renderAt();
  expect(posted).toEqual([]);
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

it('in Spanish: the fee table for es-US, and home is the Spanish home page', async () => {
  renderAt('es');
  const cells = screen.getAllByRole('cell').map((c) => c.textContent);
  expect(cells.slice(0, 2)).toEqual(['Hasta $100,000', '$35.00']);
  expect(cells.at(-2)).toBe('Más de $609,000');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Acepto y continúo' }));
  });
  expect(screen.getByRole('status').textContent).toBe('¡Acuerdo aceptado! Redirigiendo...');
  expect(posted).toEqual([
    { path: '/es/agreement', form: { intent: 'agree', version: VERSION.es } },
  ]);
  act(() => void vi.advanceTimersByTime(REDIRECT_MS));
  expect(screen.queryByRole('heading', { name: 'Página de inicio' })).not.toBeNull();
});
