// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import Contact, { action, clientAction, CONFIRMATION_MS } from './contact';
import type { Route } from './+types/contact';
import type { ContactService } from '../../server/contact/store';
import { inLanguage } from '~/copy/testing';
import { RouterContextProvider } from 'react-router';
import {
  type RequestFacts,
  requestContext,
  type Services,
  servicesContext,
} from '~/request-context';

/** What the page's fetcher posted: the form's fields, and the page's path (its language). */
let sent: { path: string; form: Record<string, FormDataEntryValue> }[] = [];
/** What the server's action answers a Send with; a throw is a request that got no answer. */
const THANKS = {
  step: 'sent',
  values: { name: '', email: '', message: '', website: '' },
  problem: null,
  error: null,
  reference: 'QR-1111-2222-3333',
};
let serverAnswer: () => Promise<unknown> = async () => THANKS;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  serverAnswer = async () => THANKS;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The route's clientAction as the browser runs it, its server action answered here (the action
 * itself is tested below, and through the real server in tests/api/contact.test.ts and the e2e
 * spec).
 */
async function stubAction(args: { request: Request }) {
  const { request } = args;
  return clientAction({
    ...args,
    serverAction: async () => {
      sent.push({
        path: new URL(request.url).pathname,
        form: Object.fromEntries(await request.formData()),
      });
      return serverAnswer();
    },
  } as unknown as Route.ClientActionArgs);
}

function renderContact(lang: 'en' | 'es' = 'en') {
  const path = lang === 'es' ? '/es/contact' : '/contact';
  const Stub = createRoutesStub([
    { path, Component: inLanguage(lang, Contact), action: stubAction },
  ]);
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
      path: '/contact',
      form: {
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hello',
        website: '',
        intent: 'send',
      },
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
  serverAnswer = async () => ({
    ...THANKS,
    step: 3,
    values: { name: 'Ana', email: 'ana@example.com', message: 'Hello', website: '' },
    error: 'Please try again in 7 minutes.',
    reference: null,
  });
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

  // No answer at all (no network): said on the page, logged to the console, never the error page.
  serverAnswer = async () => {
    throw new TypeError('Failed to fetch');
  };
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => click('Send'));
  expect(screen.getByRole('alert').textContent).toBe(
    'Your message was not sent. Everything you typed is still here: please try again.',
  );
  expect(logged).toHaveBeenCalledWith('Contact message not sent', expect.any(TypeError));
  expect(screen.queryByText('Hello')).not.toBeNull();

  serverAnswer = async () => THANKS;
  await act(async () => click('Send'));
  expect(screen.queryByRole('heading', { name: 'Thanks for Reaching Out!' })).not.toBeNull();
  expect(sent).toHaveLength(3);
});

it('on a Spanish page: Spanish steps, sent to the Spanish page’s action (its reasons in Spanish)', async () => {
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
  expect(sent[0]?.path).toBe('/es/contact');
});

// The steps as forms that post (decision 056): what the action answers to each step's buttons
// before the scripts came or without them, and the page it answers with, then hydrated.

type Sent = Awaited<ReturnType<ContactService['send']>>;

/** Posts a step's form to the action as a browser would; the answer and its response init. */
async function post(
  fields: Record<string, string>,
  { lang = 'en', result }: { lang?: 'en' | 'es'; result?: Sent } = {},
) {
  const send = vi.fn<ContactService['send']>(
    async () =>
      result ?? { ok: true, id: 1, reference: 'QR-1111-2222-3333', setCookie: 'case=signed' },
  );
  const request = new Request(`http://localhost${lang === 'es' ? '/es' : ''}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'case=abc' },
    body: new URLSearchParams(fields),
  });
  // The action reads only the request, the contact service and the request's facts (its address, https).
  const context = new RouterContextProvider();
  context.set(servicesContext, { office: { contact: { send } } } as unknown as Services);
  context.set(requestContext, {
    clientAddress: '192.0.2.7',
    https: false,
  } as unknown as RequestFacts);
  const args = { request, params: {}, context };
  const returned = await action(args as unknown as Route.ActionArgs);
  const answer = 'init' in returned ? returned.data : returned;
  const init = 'init' in returned ? returned.init : null;
  return { answer, init, send };
}

const TYPED = { name: 'Ana', email: 'ana@example.com', message: 'Hello', website: '' };

it('Next on step 1 with a bad address answers step 1 with the reason, keeping the values', async () => {
  const { answer, send } = await post({ ...TYPED, email: 'ana@example', intent: 'step2' });
  expect(answer).toEqual({
    step: 1,
    values: { ...TYPED, email: 'ana@example' },
    problem: { field: 'email', reason: 'emailInvalid' },
    error: null,
    reference: null,
  });
  expect(send).not.toHaveBeenCalled();
  // A name of spaces alone passes the browser's `required`, not the step.
  const spaces = await post({ ...TYPED, name: '   ', intent: 'step2' });
  expect(spaces.answer).toMatchObject({ step: 1, problem: { field: 'name' } });
});

it('Next answers the next step; to step 3 it checks both steps before it', async () => {
  expect((await post({ ...TYPED, message: '', intent: 'step2' })).answer).toMatchObject({
    step: 2,
    values: { ...TYPED, message: '' },
    problem: null,
  });
  expect((await post({ ...TYPED, message: ' ', intent: 'step3' })).answer).toMatchObject({
    step: 2,
    problem: { field: 'message', reason: 'messageRequired' },
  });
  // Step 1's values come back hidden: changed on the way, they are checked again.
  expect((await post({ ...TYPED, email: 'x', intent: 'step3' })).answer).toMatchObject({
    step: 1,
    problem: { field: 'email', reason: 'emailInvalid' },
  });
  const { answer, send } = await post({ ...TYPED, intent: 'step3' });
  expect(answer).toMatchObject({ step: 3, values: TYPED, problem: null, error: null });
  expect(send).not.toHaveBeenCalled();
});

it('Back answers the step before with every value kept, and checks nothing', async () => {
  const fromTwo = await post({
    name: 'Ana',
    email: 'bad',
    message: '',
    website: '',
    intent: 'step1',
  });
  expect(fromTwo.answer).toEqual({
    step: 1,
    values: { name: 'Ana', email: 'bad', message: '', website: '' },
    problem: null,
    error: null,
    reference: null,
  });
  const fromThree = await post({ ...TYPED, intent: 'step2' });
  expect(fromThree.answer).toMatchObject({ step: 2, values: TYPED, problem: null });
  expect(fromThree.send).not.toHaveBeenCalled();
});

it('Send stores the message once, with the honeypot, the address and the case cookie', async () => {
  const { answer, init, send } = await post(
    { ...TYPED, website: 'spam.example', intent: 'send' },
    { result: { ok: true, id: 3, reference: 'QR-AAAA-BBBB-CCCC', setCookie: 'case=new' } },
  );
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0]?.[0]).toEqual({ ...TYPED, website: 'spam.example' });
  expect(send.mock.calls[0]?.[1]).toBe('192.0.2.7');
  // The case takes the language of the page posted to (decision 073).
  expect(send.mock.calls[0]?.[2]?.visitor).toEqual({
    cookie: 'case=abc',
    https: false,
    language: 'en',
  });
  expect(answer).toEqual({
    step: 'sent',
    values: { name: '', email: '', message: '', website: '' },
    problem: null,
    error: null,
    reference: 'QR-AAAA-BBBB-CCCC',
  });
  expect(new Headers(init?.headers).get('set-cookie')).toBe('case=new');
});

it('a refused Send answers step 3 with the reason and everything typed', async () => {
  const refusal = { code: 'rate_limited', message: 'Inténtelo en 7 minutos.', field: null };
  const { answer, send } = await post(
    { ...TYPED, intent: 'send' },
    { lang: 'es', result: { ok: false, refusal } as Sent },
  );
  expect(answer).toMatchObject({ step: 3, values: TYPED, error: 'Inténtelo en 7 minutos.' });
  expect(send.mock.calls[0]?.[2]?.visitor.language).toBe('es');
});

it('a post without an intent is a send; an unknown intent sends nothing', async () => {
  const plain = await post(TYPED);
  expect(plain.send).toHaveBeenCalledTimes(1);
  expect(plain.answer.step).toBe('sent');
  const unknown = await post({ ...TYPED, intent: 'step9' });
  expect(unknown.send).not.toHaveBeenCalled();
  expect(unknown.answer).toMatchObject({ step: 1, values: TYPED });
});

it('a body no browser form sends is answered with step 1 and the reason', async () => {
  const request = new Request('http://localhost/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"Ana"}',
  });
  const returned = await action({
    request,
    params: {},
    context: new RouterContextProvider(),
  } as unknown as Route.ActionArgs);
  expect('init' in returned && returned.init?.status).toBe(415);
  expect('init' in returned && returned.data).toMatchObject({
    step: 1,
    error: 'We could not read the form as it was sent. Please fill it in and try again.',
  });
});

/** The page the server answered a post with, then hydrated (React takes over in the test). */
function renderAnswered(answer: Awaited<ReturnType<typeof post>>['answer']) {
  const Stub = createRoutesStub([
    { id: 'contact', path: '/contact', Component: inLanguage('en', Contact), action: stubAction },
  ]);
  render(
    <Stub initialEntries={['/contact']} hydrationData={{ actionData: { contact: answer } }} />,
  );
}

it('shows the step the server answered, with its values and the field it refused', async () => {
  const { answer } = await post({ ...TYPED, email: 'ana@example', intent: 'step2' });
  renderAnswered(answer);
  expect(screen.queryByRole('heading', { name: 'Step 1: Your Info' })).not.toBeNull();
  const email = screen.getByLabelText('Email');
  expect(email).toHaveProperty('value', 'ana@example');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe(
    'Please enter an e-mail address such as name@example.com.',
  );
  // Filled in, Next is enabled; editing the address takes the reason away.
  expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  type('Email', 'ana@example.com');
  expect(email.getAttribute('aria-invalid')).toBeNull();
  click('Next');
  expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Hello');
});

it('Send on a step 3 the server answered sends the values it carries', async () => {
  const { answer } = await post({ ...TYPED, website: 'x', intent: 'step3' });
  renderAnswered(answer);
  expect(screen.queryByText('Hello')).not.toBeNull();
  await act(async () => click('Send'));
  expect(sent.map((request) => request.form)).toEqual([{ ...TYPED, website: 'x', intent: 'send' }]);
  expect(screen.queryByRole('heading', { name: 'Thanks for Reaching Out!' })).not.toBeNull();
});

it('thanks the server answered give way to step 1 after 3000 ms, with the sent line', async () => {
  const { answer } = await post(TYPED, {
    result: { ok: true, id: 4, reference: 'QR-AAAA-BBBB-CCCC', setCookie: 'case=signed' },
  });
  renderAnswered(answer);
  expect(screen.getByText('QR-AAAA-BBBB-CCCC')).not.toBeNull();
  act(() => void vi.advanceTimersByTime(CONFIRMATION_MS));
  expect(screen.queryByRole('heading', { name: 'Step 1: Your Info' })).not.toBeNull();
  expect(screen.getByRole('status').textContent).toContain('Your reference: QR-AAAA-BBBB-CCCC.');
  expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
});

it('the sent line names the case reference the server gave, and none when it gave none', async () => {
  for (const [reference, line] of [
    [
      'QR-7K3M-92XD-PQ4T',
      'Your message was sent. Your reference: QR-7K3M-92XD-PQ4T. We will answer within one business day.',
    ],
    [null, 'Your message was sent. We will answer within one business day.'],
  ] as const) {
    serverAnswer = async () => ({ ...THANKS, reference });
    renderContact();
    type('Name', 'Ana');
    type('Email', 'ana@example.com');
    click('Next');
    type('Message', 'Hello');
    click('Next');
    await act(async () => click('Send'));
    expect(screen.queryByRole('heading', { name: 'Thanks for Reaching Out!' })).not.toBeNull();
    act(() => void vi.advanceTimersByTime(CONFIRMATION_MS));
    expect(screen.getByRole('status').textContent).toBe(line);
    cleanup();
  }
});
