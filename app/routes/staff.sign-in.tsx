import { z } from 'zod';
import type { Route } from './+types/staff.sign-in';
import { Alert, CodeField, Field, PasswordField, SubmitRow } from '~/components/staff/parts';
import { staffCopy as text } from '~/copy/staff';
import { requestFacts } from '~/request-context';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { fieldsOf, queryOf, seeOther } from '~/ui/forms.server';
import { textField } from '~/ui/forms.server';
import { normaliseEmail, signIn } from '../../server/staff/auth';
import { DeviceCookies } from '../../server/staff/device-cookie';
import {
  postedNow,
  publicPost,
  sessionOf,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';
import { startSession } from '../../server/staff/sessions';
import { data } from 'react-router';

/**
 * "Staff sign-in": e-mail, password and a code (docs/back-office.md, "Sign-in and sessions"). It
 * has no session to tie a form token to: the origin check guards its post.
 */
const signInForm = z.object({ email: textField, password: textField, code: textField });
const signInQuery = z.object({ signedOut: textField.transform((value) => value === '1') });

// The device cookies' keys (the database's, unless set): read once, on the first sign-in.
let deviceCookies: Promise<DeviceCookies> | undefined;
function devices(keys: readonly Buffer[] | undefined, db: DeviceDb): Promise<DeviceCookies> {
  deviceCookies ??= DeviceCookies.load(keys, db).catch((error: unknown) => {
    deviceCookies = undefined;
    throw error;
  });
  return deviceCookies;
}
type DeviceDb = Parameters<typeof DeviceCookies.load>[1];

export const headers = staffHeaders;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(text.signIn.heading, matches);

export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  // A refused sign-in is answered here whoever is signed in (the page is the action's).
  if (postedNow(context)) return { notice: undefined };
  if (await sessionOf(request, context)) throw seeOther('/staff/cases');
  return { notice: queryOf(signInQuery, request).signedOut ? text.signIn.signedOut : undefined };
});

export const action = staffHandler(async ({ request, context }: Route.ActionArgs) => {
  const form = fieldsOf(signInForm, await publicPost(request, context, 'GET, HEAD, POST'));
  const { db, cookieSigningKeys, passwordCost } = staffServices(context);
  const { https, clientAddress, clientKey } = requestFacts(context);
  const cookies = await devices(cookieSigningKeys, db);
  const result = await signIn(
    db,
    {
      email: form.email,
      password: form.password,
      code: form.code,
      clientAddress,
      clientKey,
      device: cookies.read(
        request.headers.get('cookie') ?? undefined,
        https,
        normaliseEmail(form.email),
      ),
    },
    passwordCost,
  );
  if (result.ok) {
    const session = await startSession(db, https, result.accountId);
    // A new device cookie with each sign-in (OWASP): this browser is known for this account.
    const setCookies = new Headers();
    setCookies.append('Set-Cookie', session);
    setCookies.append('Set-Cookie', cookies.header(result.email, https));
    throw seeOther('/staff/cases', setCookies);
  }
  const locked = result.reason === 'locked';
  const error = locked ? text.signIn.tooMany(result.minutes) : text.signIn.wrong;
  return data(
    { email: form.email, error },
    {
      status: locked ? 429 : 401,
      headers: locked ? { 'Retry-After': String(result.retryAfterSeconds) } : {},
    },
  );
});

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = text.signIn;
  const notice = actionData ? undefined : loaderData?.notice;
  return (
    <div className="narrow">
      <h1>{t.heading}</h1>
      {notice ? <p className="message">{notice}</p> : null}
      {actionData?.error ? <Alert>{actionData.error}</Alert> : null}
      <form method="post" action="/staff/sign-in" className="card">
        <Field
          id="email"
          label={t.email}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email}
        />
        <PasswordField id="password" label={t.password} autoComplete="current-password" />
        <CodeField label={t.code} hint={t.codeHint} />
        <SubmitRow label={t.submit} />
      </form>
    </div>
  );
}
