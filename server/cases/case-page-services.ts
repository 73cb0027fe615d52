import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { failureLine } from '../observe/failure';
import type { Notification } from '../mail/outbox';
import type { ClientMailOptions } from '../staff/client-mail';
import type { CaseService } from './service';

/**
 * What the visitor's case page and its forms (app/routes/case*.tsx, through
 * app/cases/case-page.server.ts) use of the office: the database, the case cookie, the limits and
 * mail of its forms, and the work done after an answer.
 */
export interface CasePageServices {
  readonly db: Kysely<Schema>;
  readonly cases: CaseService;
  /** Messages per client per 10 minutes: the contact form's limit, shared with it. */
  readonly rateLimit: number;
  /** Staff's notification of a new message, when notifications are on. */
  readonly notify: { readonly to: string; readonly notification: Notification } | undefined;
  /** The e-mails to the visitor: their signature when mail is on, and PUBLIC_URL for links. */
  readonly mail: ClientMailOptions;
  /** Runs `work` after the answer was sent ("Send me a link"'s lookup), logging a failure. */
  afterAnswer(work: Promise<void>): void;
  /** Resolves once the work started after answers is done. */
  settled(): Promise<void>;
}

export function createCasePageServices(
  options: Omit<CasePageServices, 'afterAnswer' | 'settled'> & {
    readonly log: (line: string) => void;
  },
): CasePageServices {
  const { log, ...rest } = options;
  const pending = new Set<Promise<void>>();
  return {
    ...rest,
    afterAnswer(work) {
      const running = work.catch((error: unknown) => {
        log(`Case page: ${failureLine(error)}`);
      });
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
