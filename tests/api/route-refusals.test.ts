import { describe, expect, it } from 'vitest';
import { useOffice } from './helpers/office-server';

// Each route refuses what it does not take in its own middleware (decision 209): the methods
// React Router routes (PUT, PATCH, DELETE) reach the route, which answers 405 with its Allow; a
// form from another site is refused before its action reads it, in the page's language.

describe('the routes refuse for themselves', () => {
  const server = useOffice('pglite');

  it.each([
    ['PUT', '/no/such/page', 'GET, HEAD'],
    ['DELETE', '/calculator', 'GET, HEAD, POST'],
    ['PATCH', '/es/terms', 'GET, HEAD'],
    ['PUT', '/robots.txt', 'GET, HEAD'],
    ['DELETE', '/sitemap.xml', 'GET, HEAD'],
    ['PUT', '/es/request-too-large', 'GET, HEAD, POST'],
    ['DELETE', '/case/email', 'POST'],
    ['POST', '/terms', 'GET, HEAD'],
  ])('%s %s: 405 with Allow %s, in the page’s language', async (method, path, allow) => {
    const answer = await fetch(`${server().url}${path}`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(await answer.text()).toMatch(
      path.startsWith('/es/') ? /^Esta dirección no acepta/ : /^This address does not take/,
    );
  });

  it.each([
    ['/no/such/page', 'This form can only be sent from our own pages.'],
    [
      '/es/request-too-large',
      'Este formulario solo se puede enviar desde nuestras propias páginas.',
    ],
    ['/case/email', 'This form can only be sent from our own pages.'],
    ['/es/calculator.data', 'Este formulario solo se puede enviar desde nuestras propias páginas.'],
  ])('a form posted to %s from another site: 403, one sentence', async (path, sentence) => {
    const answer = await fetch(`${server().url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'email=a%40example.com',
    });
    expect(answer.status).toBe(403);
    expect((await answer.text()).trim()).toBe(sentence);
  });
});
