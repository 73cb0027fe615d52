import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/case.open.$token';
import { casePageData } from '~/cases/case-page.server';
import {
  caseIdOf,
  caseServices,
  caseVisitMiddleware,
  PAGE_METHODS,
} from '~/cases/case-visit.server';
import { CASE_PAGE_COPY, type CasePageData, CasePageView, NoticeLine } from '~/cases/page/CasePage';
import { CASE_HANDLE, casePageMeta } from '~/cases/page/CasePageRoute';
import { SubmitRow } from '~/cases/page/CaseForms';
import { SiteLayout } from '~/components/SiteLayout';
import { en } from '~/copy/en';
import { es } from '~/copy/es';
import { preferredLang } from '~/copy/languages.server';
import { requestFacts } from '~/request-context';
import { CASE_PATHS, type Lang } from '~/site/pages';
import { useSite } from '~/site/use-site';
import { seeOther } from '~/ui/forms.server';
import { findSignInLink, openSignInLink } from '../../server/cases/sign-in-links';

/**
 * A sign-in link from an e-mail, `PUBLIC_URL/case/open/TOKEN` (docs/back-office.md, "Safer links,
 * mail and backups"; decision 125). Opening it (GET, HEAD) changes nothing, since mail scanners
 * and link previews fetch links: it answers "Open your case" in the case's language with a button
 * "Continue to your case", saying first when the browser holds another case. Only that button's
 * post spends the link (once, within 72 hours), sets the case cookie and opens the case page. A
 * browser that holds the link's case already goes to its page; any other used, expired or unknown
 * link says so above "Open your case", in the browser's language (410). The route sits outside
 * the language layouts: its language is the case's, or the browser's.
 */
export const handle = CASE_HANDLE;

/**
 * No page of a link tells another site its address (the token): `no-referrer`. The button's page
 * is `same-origin` instead, since under `no-referrer` a browser posts its form with `Origin: null`,
 * which the origin rule refuses; its links to our own pages are the only ones that see it.
 */
const referrerPolicy: Route.MiddlewareFunction = async (_args, next) => {
  const response = await next();
  response.headers.set('Referrer-Policy', response.status === 200 ? 'same-origin' : 'no-referrer');
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [
  referrerPolicy,
  caseVisitMiddleware,
  ...PAGE_METHODS,
];
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  casePageMeta(matches, loaderData?.lang);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const link = await findSignInLink(caseServices(context).db, params.token);
  const mine = await caseIdOf(request, context);
  if (link !== undefined && mine === link.caseId) return seeOther(CASE_PATHS[link.language]);
  if (link === undefined || !link.usable) {
    const lang = preferredLang(request.headers.get('accept-language') ?? undefined);
    const notice = { text: CASE_PAGE_COPY[lang].linkExpired, tone: 'error' } as const;
    const page = await casePageData(request, context, { lang, withoutCase: true, notice });
    return data({ kind: 'expired' as const, lang, page }, { status: 410 });
  }
  return {
    kind: 'continue' as const,
    lang: link.language,
    // Said before the button: continuing leaves the case this browser holds now.
    otherCase: mine === undefined ? undefined : link.reference,
  };
}

/**
 * "Continue to your case": spends the link, sets the case cookie and opens the case page in the
 * case's language. A link that did not open leaves the answer to the loader (its page, 410).
 */
export async function action({ context, params }: Route.ActionArgs) {
  const { db, cases } = caseServices(context);
  const opened = await openSignInLink(db, params.token);
  if (!opened) return data(null, { status: 410 });
  return seeOther(CASE_PATHS[opened.language], {
    'Set-Cookie': cases.cookieFor(opened.caseId, requestFacts(context).https),
  });
}

const CATALOGUE = { en, es } as const;

export default function OpenLink() {
  const answer = useLoaderData<typeof loader>();
  const language = { lang: answer.lang, copy: CATALOGUE[answer.lang] };
  return (
    <SiteLayout language={language}>
      {answer.kind === 'expired' ? (
        <ExpiredLink page={answer.page} lang={answer.lang} />
      ) : (
        <ContinueForm lang={answer.lang} otherCase={answer.otherCase} />
      )}
    </SiteLayout>
  );
}

function ExpiredLink({ page, lang }: { page: CasePageData; lang: Lang }) {
  const site = useSite();
  return (
    <CasePageView
      lang={lang}
      copy={CATALOGUE[lang]}
      text={CASE_PAGE_COPY[lang]}
      site={site}
      view={undefined}
      forms={page.forms}
      notice={page.notice}
    />
  );
}

function ContinueForm({ lang, otherCase }: { lang: Lang; otherCase: string | undefined }) {
  const text = CASE_PAGE_COPY[lang];
  return (
    <div className="page narrow">
      <h1>{text.open.heading}</h1>
      <p>{text.link.intro}</p>
      {otherCase === undefined ? null : (
        <NoticeLine notice={{ text: text.link.otherCase(otherCase), tone: 'info' }} />
      )}
      {/* Posts to this very address: the token is in it, and the post alone spends it. */}
      <form method="post">
        <SubmitRow label={text.link.continue} />
      </form>
    </div>
  );
}
