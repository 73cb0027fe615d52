import { Router } from 'express';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import { clientKey } from '../../client-key';
import { factsOf } from '../../request-checks';
import { audit, AUDIT } from '../audit';
import { normaliseEmail, signIn } from '../auth';
import { DeviceCookies } from '../device-cookie';
import { actor, methodNotAllowed, type StaffPages } from '../http';
import { fieldsOf, queryOf, readForm, textField } from '../../form-fields';
import { clearSessionCookie, currentSession, endSession, startSession } from '../sessions';
import { Alert, CodeField, Field, PasswordField, SubmitRow } from '../views';

/** "Staff sign-in": e-mail, password and a code (docs/back-office.md, "Sign-in and sessions"). */
const signInForm = z.object({ email: textField, password: textField, code: textField });
const signInQuery = z.object({ signedOut: textField.transform((value) => value === '1') });

/**
 * The sign-in page. It has no session to tie a form token to: the origin check every staff post
 * passes first (server/staff/web.ts) guards it.
 */
export function signInScreen(pages: StaffPages): Router {
  const { db, options } = pages;
  const router = Router();

  // The device cookies' keys (the database's, unless set): read once, on the first sign-in.
  let deviceCookies: Promise<DeviceCookies> | undefined;
  const devices = () => {
    deviceCookies ??= DeviceCookies.load(options.cookieSigningKeys, db).catch((error: unknown) => {
      deviceCookies = undefined;
      throw error;
    });
    return deviceCookies;
  };

  router
    .route('/staff/sign-in')
    .get(async (req, res) => {
      const session = await currentSession(db, req, options.policy);
      if (session) return res.redirect(303, '/staff/cases');
      const notice = queryOf(signInQuery, req).signedOut ? text.signIn.signedOut : undefined;
      pages.page(req, res, 200, text.signIn.heading, <SignInPage notice={notice} />);
    })
    .post(readForm, async (req, res) => {
      const form = fieldsOf(signInForm, req);
      const https = factsOf(req).https;
      const cookies = await devices();
      const result = await signIn(
        db,
        {
          email: form.email,
          password: form.password,
          code: form.code,
          clientAddress: req.ip ?? 'unknown',
          clientKey: clientKey(req.ip),
          device: cookies.read(req.headers.cookie, https, normaliseEmail(form.email)),
        },
        options.passwordCost,
      );
      if (result.ok) {
        await startSession(db, req, res, result.accountId);
        // A new device cookie with each sign-in (OWASP): this browser is known for this account.
        res.append('Set-Cookie', cookies.header(result.email, https));
        return res.redirect(303, '/staff/cases');
      }
      if (result.reason === 'locked') res.set('Retry-After', String(result.retryAfterSeconds));
      const error =
        result.reason === 'locked' ? text.signIn.tooMany(result.minutes) : text.signIn.wrong;
      pages.page(
        req,
        res,
        result.reason === 'locked' ? 429 : 401,
        text.signIn.heading,
        <SignInPage email={form.email} error={error} />,
      );
    })
    .all(methodNotAllowed(pages, 'GET, HEAD, POST'));

  return router;
}

/** "Sign out" ends the session on the server (a signed-in post: its form token was checked). */
export function signOutScreen(pages: StaffPages): Router {
  const { db } = pages;
  const router = Router();
  router
    .route('/staff/sign-out')
    .post(async (req, res) => {
      const session = req.staffSession;
      if (session) await endSession(db, session.idHash);
      await audit(db, actor(req), AUDIT.signOut);
      clearSessionCookie(req, res);
      res.redirect(303, '/staff/sign-in?signedOut=1');
    })
    .all(methodNotAllowed(pages, 'POST'));
  return router;
}

function SignInPage(props: { email?: string; error?: string; notice?: string }) {
  const t = text.signIn;
  return (
    <div className="narrow">
      <h1>{t.heading}</h1>
      {props.notice ? <p className="message">{props.notice}</p> : null}
      {props.error ? <Alert>{props.error}</Alert> : null}
      <form method="post" action="/staff/sign-in" className="card">
        <Field
          id="email"
          label={t.email}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={props.email}
        />
        <PasswordField id="password" label={t.password} autoComplete="current-password" />
        <CodeField label={t.code} hint={t.codeHint} />
        <SubmitRow label={t.submit} />
      </form>
    </div>
  );
}
