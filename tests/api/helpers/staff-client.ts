import { codeFor } from '../../shared/totp';
import { runStaffCommand } from '../../../server/staff/accounts';
import { COMMAND_LINE } from '../../../server/staff/audit';
import type { OfficeServer } from './office-server';

export { codeFor };

/** A browser stand-in: one cookie jar, forms posted from this site, no redirects followed. */
export class StaffClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly server: Pick<OfficeServer, 'url'>,
    private readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(
    method: string,
    path: string,
    form?: Record<string, string>,
    extra: Record<string, string> = {},
  ) {
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(method === 'POST' ? { Origin: this.server.url } : {}),
        ...(this.cookies.size > 0 ? { Cookie: this.cookieHeader() } : {}),
        ...this.headers,
        ...extra,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { response, status: response.status, html: await response.text() };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, form: Record<string, string>, extra: Record<string, string> = {}) {
    return this.request('POST', path, form, extra);
  }
}

export const PASSWORD = 'correct horse battery staple';

/**
 * Adds `email` with the real staff command on `server`'s database and enrols it through its page
 * in `browser`, with PASSWORD; returns the account's setup key. Enrolment spends the current code:
 * the first sign-in takes the next step's.
 */
export async function addAndEnrol(
  server: OfficeServer,
  email: string,
  browser = new StaffClient(server),
): Promise<string> {
  const db = server.app.office.database.db;
  const added = await runStaffCommand(db, ['add', email], server.url, COMMAND_LINE);
  const link = new URL((added.out[0] ?? '').replace('Enrolment link: ', ''));
  const secret = setupKey((await browser.get(link.pathname)).html);
  const enrolled = await browser.post(link.pathname, {
    password: PASSWORD,
    confirm: PASSWORD,
    code: codeFor(secret),
  });
  if (enrolled.status !== 200) throw new Error(`enrolment answered ${enrolled.status}`);
  return secret;
}

/**
 * A browser signed in on `server` as a new account `email` (added, enrolled, then signed in with
 * the next step's code: enrolment spent the current one).
 */
export async function signedInStaff(server: OfficeServer, email: string): Promise<StaffClient> {
  const browser = new StaffClient(server);
  const secret = await addAndEnrol(server, email, browser);
  const signedIn = await browser.post('/staff/sign-in', {
    email,
    password: PASSWORD,
    code: codeFor(secret, Date.now() + 30_000),
  });
  if (signedIn.status !== 303) throw new Error(`sign-in answered ${signedIn.status}`);
  return browser;
}

/** The value of the "Setup key" field on an enrolment page. */
export function setupKey(html: string): string {
  const match = /id="setup-key"[^>]*value="([A-Z2-7]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no setup key on the page');
  return match[1];
}

export function csrfToken(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form token on the page');
  return match[1];
}

export function recoveryCodes(html: string): string[] {
  return [...html.matchAll(/<li>([0-9a-z]{5}-[0-9a-z]{5})<\/li>/g)].map((m) => m[1] as string);
}
