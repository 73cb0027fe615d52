import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/staff.enrol.$token';
import {
  Alert,
  CodeField,
  LabelledControl,
  PasswordField,
  SubmitRow,
} from '~/components/staff/parts';
import { staffCopy as text } from '~/copy/staff';
import { requestFacts } from '~/request-context';
import { staffMeta } from '~/staff/meta';
import { fieldsOf } from '~/ui/forms.server';
import { textField } from '~/ui/forms.server';
import { findEnrolment, finishEnrolment } from '../../server/staff/auth';
import {
  notice,
  postedNow,
  publicPost,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';
import { totpQrSvg } from '../../server/staff/totp';

/**
 * The enrolment link's page (docs/back-office.md, "Accounts from the command line"): "Set up your
 * staff account", a password twice and the first authenticator code; then the recovery codes.
 */
const enrolForm = z.object({ password: textField, confirm: textField, code: textField });

type Context = Route.LoaderArgs['context'];

/** The form's page for a link that works; 404 for one that does not. */
async function enrolPage(context: Context, token: string) {
  const { db, siteName } = staffServices(context);
  const enrolment = await findEnrolment(db, token);
  if (!enrolment) {
    throw notice(404, { heading: text.enrol.invalidLinkHeading, body: text.enrol.invalidLink });
  }
  const qrSvg = await totpQrSvg(enrolment.totpSecret, enrolment.email, siteName);
  return { email: enrolment.email, qrSvg, setupKey: enrolment.totpSecret };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  staffMeta(loaderData?.finished ? text.enrol.recoveryHeading : text.enrol.heading, matches);

// Enrolments finished by this request's post: its page shows the recovery codes.
const finished = new WeakSet<object>();

export const loader = staffHandler(async ({ context, params }: Route.LoaderArgs) => {
  // After a post the page is the action's (the link is spent once the enrolment is finished).
  if (postedNow(context)) return { finished: finished.has(context) };
  return { finished: false, page: await enrolPage(context, params.token) };
});

export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const form = fieldsOf(enrolForm, await publicPost(request, context, 'GET, HEAD, POST'));
  const { db, passwordCost, siteName } = staffServices(context);
  const result = await finishEnrolment(
    db,
    params.token,
    { ...form, clientAddress: requestFacts(context).clientAddress },
    passwordCost,
    siteName,
  );
  if (result.ok) {
    finished.add(context);
    return { codes: result.recoveryCodes };
  }
  if (result.problem === 'link') return enrolPage(context, params.token);
  return data(
    { ...(await enrolPage(context, params.token)), error: text.enrol.errors[result.problem] },
    { status: 400 },
  );
});

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && 'codes' in actionData) return <RecoveryCodesPage codes={actionData.codes} />;
  const page = actionData ?? loaderData.page;
  if (!page) return null;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  return <EnrolPage {...page} error={error} />;
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
