import { en } from './en';

/**
 * The English catalogue, for server code that answers with no page and no language of its own
 * (a 405 to a page, the staff side). A page never imports this: its words come from its language
 * layout through `useCopy()` (app/copy/context.tsx, decision 027), and server code answering a
 * client picks by Accept-Language (app/copy/languages.server.ts).
 */
export const copy = en;
