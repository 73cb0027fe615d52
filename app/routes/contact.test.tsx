// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import Contact, { CONFIRMATION_MS } from './contact';
import { inLanguage } from '~/copy/testing';

let sent: { url: string; body: unknown; language: unknown }[] = [];
let answer: () => Promise<Response> = async () => Response.json({ id: 1 }, { status: 201 });

// The page loads its answer schemas with its first request (app/ui/load-answers.ts): loaded here
// first, the module is ready as it is in a browser by the time the answer arrives.
beforeAll(() => import('~/ui/answers'));

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  // The page's own request, answered here; tests/api/contact.test.ts and the e2e spec send
  // real ones.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      body: JSON.parse(String(init.body)),
      language: (init.headers as Record<string, string>)['Accept-Language'],
    });
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderContact(lang: 'en' | 'es' = 'en') {
  const path = lang === 'es' ? '/es/contact' : '/contact';
  const Stub = createRoutesStub([{ path, Component: inLanguage(lang, Contact) }]);
  render(<Stub initialEntries={[path]} />);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

it('walks the three steps, sends, and starts over empty 3000 ms after Send', async () => {
  renderContact();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  type('Name', 'Ana');
  type('Email', 'ana@example.com');
  click('Next');
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { name: 'Step 2: Your Message' }),
  );
  type('Message', 'Hello');
  click('Next');
  expect(screen.queryByText('ana@example.com')).not.toBeNull();
  await act(async () => click('Send'));
  expect(screen.queryByRole('heading', { name: 'Thanks for Reaching Out!' })).not.toBeNull();
  expect(sent).toEqual([
    {
      url: '/api/contact',
      body: { name: 'Ana', email: 'ana@example.com', message: 'Hello', website: '' },
      language: 'en-US',
    },
  ]);

  act(() => void vi.advanceTimersByTime(CONFIRMATION_MS - 1));
  expect(screen.queryByRole('heading', { name: 'Thanks for Reaching Out!' })).not.toBeNull();
  act(() => void vi.advanceTimersByTime(1));
  expect(screen.queryByRole('heading', { name: 'Step 1: Your Info' })).not.toBeNull();
  expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
});

it('keeps the values when going back', () => {
  renderContact();
  type('Name', 'Ana');
  type('Email', 'ana@example.com');
  click('Next');
  type('Message', 'Hello');
  click('Back');
  expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana');
  click('Next');
  expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Hello');
});

it('a refused send says so, keeps step 3 with everything typed, and Send works again', async () => {
  answer = async () =>
    Response.json(
      { error: { code: 'rate_limited', message: 'Please try again in 7 minutes.', field: null } },
      { status: 429 },
    );
  renderContact();
  type('Name', 'Ana');
  type('Email', 'ana@example.com');
  click('Next');
  type('Message', 'Hello');
  click('Next');
  await act(async () => click('Send'));
  expect(screen.getByRole('alert').textContent).toBe(
    'Your message was not sent. Everything you typed is still here: please try again. Please try again in 7 minutes.',
  );
  expect(screen.queryByRole('heading', { name: 'Step 3: Review & Send' })).not.toBeNull();
  expect(screen.queryByText('Hello')).not.toBeNull();

  answer = async () => {
    throw new TypeError('Failed to fetch');
  };
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => click('Send'));
  expect(screen.getByRole('alert').textContent).toBe(
    'Your message was not sent. Everything you typed is still here: please try again.',
  );

  answer = async () => Response.json({ id: 2 }, { status: 201 });
  await act(async () => click('Send'));
  expect(screen.queryByRole('heading', { name: 'Thanks for Reaching Out!' })).not.toBeNull();
  expect(sent).toHaveLength(3);
  answer = async () => Response.json({ id: 1 }, { status: 201 });
});

it('on a Spanish page: Spanish steps, and the API asked for Spanish reasons', async () => {
  renderContact('es');
  type('Nombre', 'Ana');
  type('Correo electrónico', 'ana@example.com');
  click('Siguiente');
  type('Mensaje', 'Hola');
  click('Siguiente');
  await act(async () => click('Enviar'));
  expect(
    screen.queryByRole('heading', { name: '¡Gracias por comunicarse con nosotros!' }),
  ).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es');
  expect(sent[0]?.language).toBe('es-US');
});
