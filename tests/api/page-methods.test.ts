import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlaces } from './helpers/engines';
import { useOffice } from './helpers/office-server';

// A method a page does not take (issue 52): 405 with the methods it does take in `Allow`, the
// sentence in the page's language, and one access line at most in the log, no stack printed
// beside it (React Router refused OPTIONS and PROPFIND by rendering the root's error boundary,
// which printed the refusal's 14 lines at every request).

describe('a method no page takes', () => {
  const server = useOffice(usePlaces('pglite'));
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['OPTIONS', '/case', 'GET, HEAD, POST'],
    ['PROPFIND', '/case/return', 'GET, HEAD, POST'],
    ['OPTIONS', '/es/case', 'GET, HEAD, POST'],
    ['PROPFIND', '/staff', 'GET, HEAD'],
    ['OPTIONS', '/staff/sign-in', 'GET, HEAD, POST'],
    ['PROPFIND', '/case/signing/paper', 'GET, HEAD, POST'],
    ['OPTIONS', '/banner/close', 'POST'],
    ['MKCOL', '/no/such/page', 'GET, HEAD'],
  ])('%s %s: 405 with Allow %s, nothing printed', async (method, path, allow) => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = server().logs.length;
    const answer = await fetch(`${server().url}${path}`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(await answer.text()).toMatch(
      path.startsWith('/es/') ? /^Esta dirección no acepta/ : /^This address does not take/,
    );
    expect(printed).not.toHaveBeenCalled();
    expect(
      server()
        .logs.slice(before)
        .filter((line) => !line.startsWith('{')),
    ).toEqual([]);
  });
});
