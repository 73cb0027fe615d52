import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/case.return';
import { casePageData } from '~/cases/case-page.server';
import {
  caseIdOf,
  caseServices,
  langOf,
  PAGE_METHODS,
  seeCase,
  visitorOf,
} from '~/cases/case-visit.server';
import { caseFormPath } from '~/cases/case-paths';
import type { CasePageData, Notice } from '~/cases/page/CasePage';
import { casePageMeta, CasePageAnswer } from '~/cases/page/CasePageRoute';
import { languageOfMatches, useLanguage } from '~/copy/context';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts, services } from '~/request-context';
import {
  applyDependentIntent,
  EMPTY_FORM,
  FIELDS,
  type FieldErrors,
  formFromAnswers,
  MAX_DEPENDENTS,
  readReturnForm,
  type ReturnForm,
} from '~/return/answers';
import { RETURN_COPY } from '~/return/copy';
import {
  accountLine,
  loadReturnDetails,
  type ReturnDetails,
  returnRequestMail,
  returnStatusLine,
  saveReturnDetails,
} from '~/return/details.server';
import { ReturnPageView, type ReturnView } from '~/return/ReturnPage';
import { AGREEMENT_VERSION_FIELD, type ReturnAgreement } from '~/return/AgreementNotice';
import { acceptOnSend, returnAgreement } from '~/return/agreement-on-send.server';
import { formFromFacts, readStartFacts } from '~/return/start-facts.server';
import type { Lang } from '~/site/pages';
import { formatTime } from '~/time';
import { readFormPost } from '~/ui/forms.server';
import { findCaseById } from '../../server/cases/store';

/**
 * "Tell us about your return", `/case/return` and `/es/case/return` (docs/return.md):
 * the case's answers (app/return/details.server.ts), with the case page's access: the case cookie,
 * and without it the case page's "Open your case". One form posts here; its button says what to
 * do (answers.ts, `intent`):
 * - "Save" and "Send to your preparer": post/redirect/get to `?saved=1` ("Saved.") or `?sent=1`;
 *   refused, the page again under 400 with what was typed and why (decision 127).
 * - "Add a dependent" and "Remove": the page again with one group more or less; nothing stored.
 * No script: every part of it is a native form.
 */
export const middleware = PAGE_METHODS;

/** What the page shows: the answers (as stored, or as typed), or the case page without a case. */
export type ReturnPageData =
  | { readonly kind: 'no case'; readonly page: CasePageData }
  | {
      readonly kind: 'return';
      readonly lang: Lang;
      readonly form: ReturnForm;
      readonly errors: FieldErrors;
      readonly view: ReturnView;
      readonly notice: Notice | undefined;
    };

function viewOf(
  details: ReturnDetails,
  lang: Lang,
  context: Context,
  agreement: ReturnAgreement,
): ReturnView {
  const text = RETURN_COPY[lang];
  const zone = requestFacts(context).site.officeTimeZone;
  const day = (at: Date) => formatTime(at, zone, 'day', CATALOGUES[lang].locale);
  return {
    taxYear: details.taxYear,
    statusLine: returnStatusLine(text, details.status, day),
    accountLine: details.account ? accountLine(text, details.account) : null,
    hasIpPin: details.hasIpPin,
    locked: details.locked,
    agreement,
  };
}

/** What the page says of the User Agreement (decision 241). */
const agreementOf = (caseId: string, lang: Lang, context: Context) =>
  returnAgreement(
    caseServices(context).db,
    caseId,
    lang,
    requestFacts(context).fees,
    requestFacts(context).site.officeTimeZone,
  );

/**
 * The page's head: the case page's without a case; else "Tell us about your return · SITE" (also
 * after a refused post, whose answer the head does not see).
 */
export const meta: Route.MetaFunction = ({ matches, loaderData: page }) => {
  const lang = languageOfMatches(matches)?.lang;
  if (page?.kind === 'no case' || lang === undefined) return casePageMeta(matches);
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { site?: { siteName?: string } } | undefined;
  const text = RETURN_COPY[lang];
  const siteName = root?.site?.siteName;
  return [
    { title: siteName ? `${text.heading} · ${siteName}` : text.heading },
    { name: 'description', content: text.description },
    { name: 'robots', content: 'noindex' },
  ];
};

type Context = Route.LoaderArgs['context'];

/** The case page's "Open your case" (the browser has no case, or its case is gone). */
async function withoutCase(request: Request, context: Context, status: number) {
  const page = await casePageData(request, context, { withoutCase: true });
  return data<ReturnPageData>(
    {
      kind: 'no case',
      page: { ...page, startReturn: readStartFacts(new URL(request.url).searchParams) },
    },
    { status },
  );
}

function noticeOf(request: Request, lang: Lang): Notice | undefined {
  const query = new URL(request.url).searchParams;
  const text = RETURN_COPY[lang];
  if (query.get('sent') === '1') return { text: text.sent, tone: 'success' };
  if (query.get('saved') === '1') return { text: text.saved, tone: 'success' };
  return undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOf(request);
  const caseId = await caseIdOf(request, context);
  const { db } = caseServices(context);
  if (caseId === undefined || !(await findCaseById(db, caseId, 0))) {
    return withoutCase(request, context, 200);
  }
  const details = await loadReturnDetails(db, caseId);
  return data<ReturnPageData>({
    kind: 'return',
    lang,
    // Not started yet: the questions start from the calculator's facts, if any came.
    form:
      details.status.kind === 'not_started'
        ? formFromFacts(
            formFromAnswers(details.answers),
            readStartFacts(new URL(request.url).searchParams),
          )
        : formFromAnswers(details.answers),
    errors: {},
    view: viewOf(details, lang, context, await agreementOf(caseId, lang, context)),
    notice: noticeOf(request, lang),
  });
}

/**
 * The refused form as it comes back (decision 127): every field as typed, except the account
 * numbers and the IP PIN once they were saved (then shown as "… ending in 6789" and "saved"):
 * they come back only when refused themselves, or when nothing at all was saved.
 */
function refusedForm(form: ReturnForm, errors: FieldErrors, savedNothing: boolean): ReturnForm {
  if (savedNothing) return form;
  const accountRefused = [
    FIELDS.routingNumber,
    FIELDS.accountNumber,
    FIELDS.confirmAccountNumber,
  ].some((name) => errors[name] !== undefined);
  return {
    ...form,
    ...(accountRefused
      ? {}
      : {
          routingNumber: EMPTY_FORM.routingNumber,
          accountNumber: EMPTY_FORM.accountNumber,
          confirmAccountNumber: EMPTY_FORM.confirmAccountNumber,
        }),
    ...(errors[FIELDS.ipPin] === undefined ? { ipPin: EMPTY_FORM.ipPin, ipPinRemove: false } : {}),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const words = RETURN_COPY[lang];
  const caseId = await caseIdOf(request, context);
  // No case for this browser: the case page's "Open your case", and nothing is stored.
  if (caseId === undefined) return withoutCase(request, context, 400);
  const { db, mail } = caseServices(context);
  const found = await findCaseById(db, caseId, 0);
  if (!found) return withoutCase(request, context, 400);
  const post = await readFormPost(request);
  const agreement = await agreementOf(caseId, lang, context);
  const page = (status: number, shown: ReturnForm, errors: FieldErrors, details: ReturnDetails) =>
    data<ReturnPageData>(
      {
        kind: 'return',
        lang,
        form: shown,
        errors,
        view: viewOf(details, lang, context, agreement),
        notice: undefined,
      },
      { status },
    );

  // A body no browser form sends (not a form, or cut short): nothing is read, nothing stored.
  if (!post.ok) {
    const details = await loadReturnDetails(db, caseId);
    return page(post.status, formFromAnswers(details.answers), {}, details);
  }
  const { form, intent } = readReturnForm(post.form);

  if (intent.kind === 'add' || intent.kind === 'remove') {
    const details = await loadReturnDetails(db, caseId);
    if (details.locked) return page(409, formFromAnswers(details.answers), {}, details);
    const tooMany = intent.kind === 'add' && form.dependents.length >= MAX_DEPENDENTS;
    const errors: FieldErrors = tooMany
      ? { [FIELDS.dependents]: words.errors.tooManyDependents(MAX_DEPENDENTS) }
      : {};
    return page(tooMany ? 400 : 200, applyDependentIntent(form, intent), errors, details);
  }

  const result = await saveReturnDetails(
    {
      db,
      keyring: services(context).documents.documentsKeys,
      mail: returnRequestMail(mail, caseId, found.reference).make,
      staffNotify: services(context).office.staffNotify,
    },
    {
      caseId,
      form,
      level: intent.kind === 'send' ? 'send' : 'save',
      words,
      clientAddress: requestFacts(context).clientAddress,
    },
  );
  if (result.ok) {
    if (intent.kind === 'send') {
      await acceptOnSend(services(context).office, db, caseId, visitorOf(request, context), {
        version: post.form.get(AGREEMENT_VERSION_FIELD),
        clientAddress: requestFacts(context).clientAddress,
        userAgent: request.headers.get('user-agent'),
      });
    }
    const done = intent.kind === 'send' ? 'sent' : 'saved';
    return seeCase(request, context, caseId, `${caseFormPath(lang, 'return')}?${done}=1`);
  }
  if (result.reason === 'not found') return withoutCase(request, context, 400);
  if (result.reason === 'locked') {
    return page(409, formFromAnswers(result.details.answers), {}, result.details);
  }
  // Once sent, a refused change stores nothing (details.server.ts): all of it comes back.
  const savedNothing = result.details.status.kind === 'sent';
  return page(400, refusedForm(form, result.errors, savedNothing), result.errors, result.details);
}

/** The page from what the loader or the action answered. */
export default function CaseReturn() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const page = answered ?? loaded;
  return page.kind === 'no case' ? <CasePageAnswer page={page.page} /> : <ReturnAnswer {...page} />;
}

function ReturnAnswer(page: Extract<ReturnPageData, { kind: 'return' }>) {
  const { lang, copy } = useLanguage();
  return (
    <ReturnPageView
      lang={lang}
      copy={copy}
      text={RETURN_COPY[lang]}
      form={page.form}
      errors={page.errors}
      view={page.view}
      notice={page.notice}
    />
  );
}
