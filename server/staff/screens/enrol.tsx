import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import { finishEnrolment, findEnrolment } from '../auth';
import { methodNotAllowed, type StaffPages } from '../http';
import { fieldsOf, readForm, textField } from '../../form-fields';
import { totpQrSvg } from '../totp';
import { Alert, CodeField, LabelledControl, PasswordField, SubmitRow } from '../views';

/** "Set up your staff account": a password twice and the first authenticator code. */
const enrolForm = z.object({ password: textField, confirm: textField, code: textField });

/** The enrolment link's page (docs/back-office.md, "Accounts from the command line"). */
export function enrolScreen(pages: StaffPages): Router {
  const { db, options } = pages;
  const router = Router();

  async function enrolPage(req: Request, res: Response, status: number, error?: string) {
    const enrolment = await findEnrolment(db, String(req.params.token));
    if (!enrolment) {
      return pages.notice(req, res, 404, {
        heading: text.enrol.invalidLinkHeading,
        body: text.enrol.invalidLink,
      });
    }
    const qrSvg = await totpQrSvg(enrolment.totpSecret, enrolment.email, options.siteName);
    pages.page(
      req,
      res,
      status,
      text.enrol.heading,
      <EnrolPage
        email={enrolment.email}
        qrSvg={qrSvg}
        setupKey={enrolment.totpSecret}
        error={error}
      />,
    );
  }

  router
    .route('/staff/enrol/:token')
    .get((req, res) => enrolPage(req, res, 200))
    .post(readForm, async (req, res) => {
      const form = fieldsOf(enrolForm, req);
      const result = await finishEnrolment(
        db,
        String(req.params.token),
        { ...form, clientAddress: req.ip ?? 'unknown' },
        options.passwordCost,
      );
      if (result.ok) {
        return pages.page(
          req,
          res,
          200,
          text.enrol.recoveryHeading,
          <RecoveryCodesPage codes={result.recoveryCodes} />,
        );
      }
      if (result.problem === 'link') return enrolPage(req, res, 404);
      return enrolPage(req, res, 400, text.enrol.errors[result.problem]);
    })
    .all(methodNotAllowed(pages, 'GET, HEAD, POST'));
  return router;
}

function EnrolPage(props: { email: string; qrSvg: string; setupKey: string; error?: string }) {
  const t = text.enrol;
  return (
    <div className="narrow">
      <h1>{t.heading}</h1>
      <p>{t.intro(props.email)}</p>
      {props.error ? <Alert>{props.error}</Alert> : null}
      <form method="post" className="card">
        <PasswordField
          id="password"
          label={t.password}
          autoComplete="new-password"
          hint={t.passwordHint}
        />
        <PasswordField id="confirm" label={t.confirm} autoComplete="new-password" />
        <h2>{t.authenticator}</h2>
        <p>{t.scan}</p>
        <div
          className="staff-qr"
          role="img"
          aria-label={t.qrLabel}
          dangerouslySetInnerHTML={{ __html: props.qrSvg }}
        />
        <LabelledControl id="setup-key" label={t.setupKey}>
          {(control) => (
            <input {...control} className="staff-key" readOnly value={props.setupKey} />
          )}
        </LabelledControl>
        <CodeField label={t.code} hint={t.codeHint} digitsOnly />
        <SubmitRow label={t.submit} />
      </form>
    </div>
  );
}

function RecoveryCodesPage({ codes }: { codes: string[] }) {
  const t = text.enrol;
  return (
    <div className="narrow">
      <h1>{t.heading}</h1>
      <h2>{t.recoveryHeading}</h2>
      <p>{t.recoveryIntro}</p>
      <ul className="staff-codes" aria-label={t.recoveryHeading}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p>
        <a href="/staff/sign-in" className="button">
          {t.continue}
        </a>
      </p>
    </div>
  );
}
