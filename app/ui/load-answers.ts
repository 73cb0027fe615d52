/**
 * The schemas that read the pages' JSON answers (app/ui/answers.ts, zod), loaded when a page
 * sends its first request rather than with the page: evaluating zod is a task of 10 ms and more
 * on a slow phone at every page load, for answers most visits never get. Started with the
 * request, the module is there by the time the answer is.
 */
export function loadAnswers(): Promise<typeof import('./answers')> {
  return import('./answers');
}
