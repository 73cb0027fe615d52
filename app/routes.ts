import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { CASE_FORMS } from './cases/case-paths';
import { BANNER_CLOSE_PATH } from './site/banner';
import { LANGUAGES, LANG_PREFIX, type Lang, PAGES, TOO_LARGE_SEGMENT } from './site/pages';

/**
 * The visitor's case page and the forms that post beside it (app/cases/case-paths.ts), in every
 * language, under one layout (routes/case-layout.tsx: the visit, the headers); never prerendered.
 */
const CASE_ROUTES = [
  { path: 'case', module: 'routes/case.tsx' },
  { path: `case${CASE_FORMS.documents}`, module: 'routes/case.documents.tsx' },
  { path: `case${CASE_FORMS.email}`, module: 'routes/case.email.tsx' },
  { path: `case${CASE_FORMS.link}`, module: 'routes/case.link.tsx' },
  {
    path: `case${CASE_FORMS.notApplicable}`,
    module: 'routes/case.requests.not-applicable.tsx',
  },
  { path: `case${CASE_FORMS.review}`, module: 'routes/case.review.tsx' },
  { path: `case${CASE_FORMS.signOut}`, module: 'routes/case.sign-out.tsx' },
  { path: `case${CASE_FORMS.start}`, module: 'routes/case.return.start.tsx' },
  { path: `case${CASE_FORMS.return}`, module: 'routes/case.return.tsx' },
  { path: `case${CASE_FORMS.signingCode}`, module: 'routes/case.signing.code.tsx' },
  { path: `case${CASE_FORMS.sign}`, module: 'routes/case.signing.sign.tsx' },
  { path: `case${CASE_FORMS.signingPaper}`, module: 'routes/case.signing.paper.tsx' },
  { path: `case${CASE_FORMS.signingFiles}/:id`, module: 'routes/case.signing.files.$id.tsx' },
  { path: `case${CASE_FORMS.receipt}`, module: 'routes/case.receipt.tsx' },
] as const;

/**
 * Each language is a layout route (its prefix, `/es`, or none for English) over every page, the
 * case page and its own 404: the layout imports the language's catalogue (decision 027). A page
 * module serves every language, so routes past the first language get ids of their own
 * (`es/routes/home`).
 */
function pagesIn(lang: Lang) {
  const id = (module: string) =>
    lang === LANGUAGES[0] ? {} : { id: `${lang}/${module.replace(/\.tsx?$/, '')}` };
  return [
    ...PAGES.map((page) =>
      page.path === '/'
        ? index(page.module, id(page.module))
        : route(page.path.slice(1), page.module, id(page.module)),
    ),
    layout(
      'routes/case-layout.tsx',
      id('routes/case-layout.tsx'),
      CASE_ROUTES.map((page) => route(page.path, page.module, id(page.module))),
    ),
    route(TOO_LARGE_SEGMENT, 'routes/too-large.tsx', id('routes/too-large.tsx')),
    route('*', 'routes/not-found.tsx', id('routes/not-found.tsx')),
  ];
}

/**
 * The staff back office (docs/back-office.md): one layout (its header, no scripts, never cached),
 * one module per page or form, each path as it has always been.
 */
const staff = route('staff', 'routes/staff.tsx', [
  index('routes/staff._index.tsx'),
  route('sign-in', 'routes/staff.sign-in.tsx'),
  route('sign-out', 'routes/staff.sign-out.tsx'),
  route('enrol/:token', 'routes/staff.enrol.$token.tsx'),
  route('cases', 'routes/staff.cases._index.tsx'),
  // A case page and the routes of its forms and files, under one layout (the case, its title);
  // pathless, so that the page itself is no index route and its own form posts to it.
  layout('routes/staff.case-layout.tsx', [
    route('cases/:reference', 'routes/staff.cases.$reference.tsx'),
    route('cases/:reference/reply', 'routes/staff.cases.$reference.reply.tsx'),
    route('cases/:reference/assign', 'routes/staff.cases.$reference.assign.tsx'),
    route('cases/:reference/notes', 'routes/staff.cases.$reference.notes.tsx'),
    route('cases/:reference/payments', 'routes/staff.cases.$reference.payments.tsx'),
    route(
      'cases/:reference/payments/:id/void',
      'routes/staff.cases.$reference.payments.$id.void.tsx',
    ),
    route('cases/:reference/sessions', 'routes/staff.cases.$reference.sessions.tsx'),
    route('cases/:reference/requests', 'routes/staff.cases.$reference.requests.tsx'),
    route(
      'cases/:reference/requests/:id/received',
      'routes/staff.cases.$reference.requests.$id.received.tsx',
    ),
    route('cases/:reference/documents/:id', 'routes/staff.cases.$reference.documents.$id.tsx'),
    route('cases/:reference/signing', 'routes/staff.cases.$reference.signing.tsx'),
    route('cases/:reference/signing/paper', 'routes/staff.cases.$reference.signing.paper.tsx'),
    route(
      'cases/:reference/signing/files/:id',
      'routes/staff.cases.$reference.signing.files.$id.tsx',
    ),
    route('cases/:reference/w2/:id', 'routes/staff.cases.$reference.w2.$id.tsx'),
    route('cases/:reference/w2/:id/estimate', 'routes/staff.cases.$reference.w2.$id.estimate.tsx'),
    route('cases/:reference/return/account', 'routes/staff.cases.$reference.return.account.tsx'),
  ]),
  route('messages', 'routes/staff.messages._index.tsx'),
  route('messages/:id', 'routes/staff.messages.$id.tsx'),
  route('messages/:id/read', 'routes/staff.messages.$id.read.tsx'),
  route('messages/:id/handled', 'routes/staff.messages.$id.handled.tsx'),
  route('messages/case/:id/handled', 'routes/staff.messages.case.$id.handled.tsx'),
  route('reviews', 'routes/staff.reviews._index.tsx'),
  route('reviews/:id/decision', 'routes/staff.reviews.$id.decision.tsx'),
  route('audit', 'routes/staff.audit.tsx'),
  route('*', 'routes/staff.$.tsx'),
]);

export default [
  staff,
  ...LANGUAGES.map((lang) => {
    const module = `routes/layout-${lang}.tsx`;
    const prefix = LANG_PREFIX[lang];
    return prefix === ''
      ? layout(module, pagesIn(lang))
      : route(prefix.slice(1), module, pagesIn(lang));
  }),
  // A sign-in link from an e-mail (server/cases/sign-in-links.ts): in the case's language, or the
  // browser's, so outside the language layouts.
  route('case/open/:token', 'routes/case.open.$token.tsx'),
  // "Close banner" without scripts, from any page of either language (a resource route).
  route(BANNER_CLOSE_PATH.slice(1), 'routes/banner.close.ts'),
  // For crawlers, from PUBLIC_URL (resource routes).
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
] satisfies RouteConfig;
