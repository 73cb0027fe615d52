import { type MetaDescriptor, useActionData } from 'react-router';
import type { RouteHandle } from '~/root';
import { useLanguage } from '~/copy/context';
import { languageOfMatches } from '~/copy/context';
import type { Lang } from '~/site/pages';
import type { SiteSettings } from '~/site/settings';
import { useSite } from '~/site/use-site';
import { CASE_PAGE_COPY, type CasePageData, CasePageView } from './CasePage';

/**
 * What every route of the case page says alike (app/routes/case*.tsx): no script (it has nothing
 * to enhance), its title and description in its language, never indexed; and the page itself from
 * what its loader or action answered.
 */
export const CASE_HANDLE: RouteHandle = { scripts: false };

interface MetaMatch {
  readonly id: string;
  readonly loaderData?: unknown;
  readonly handle?: unknown;
}

/** The page's head: "Your case · SITE", its description, `noindex` (in `lang`, else its layout's). */
export function casePageMeta(
  matches: readonly (MetaMatch | undefined)[],
  lang?: Lang,
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { site?: SiteSettings } | undefined;
  const language = lang ?? languageOfMatches(matches)?.lang;
  if (language === undefined) return [];
  const text = CASE_PAGE_COPY[language];
  const siteName = root?.site?.siteName;
  return [
    { title: siteName ? `${text.heading} · ${siteName}` : text.heading },
    { name: 'description', content: text.description },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The case page as a route answered it, in its language layout's words. */
export function CasePageAnswer({ page }: { page: CasePageData | undefined }) {
  const { lang, copy } = useLanguage();
  const site = useSite();
  return (
    <CasePageView
      lang={lang}
      copy={copy}
      text={CASE_PAGE_COPY[lang]}
      site={site}
      view={page?.view}
      forms={page?.forms}
      notice={page?.notice}
      startReturn={page?.startReturn}
    />
  );
}

/** The route of a form beside the case page: its refusal is the case page again (its action's). */
export function CaseFormAnswer() {
  return <CasePageAnswer page={useActionData<CasePageData>()} />;
}
