import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { bodyOrRefusal, readBodyBytes, sendTooLarge } from './read-body';
import { factsOf } from './request-checks';

/**
 * The forms the server reads itself (the staff screens and the case page's forms): the body reader
 * that puts a form's fields in req.body, and the zod pieces their fields and queries are read with.
 */

/**
 * A form's fields into req.body, read through the server's one body reader (capped: 413
 * with a page when over). A body read once is not read again; a body of another type is no fields.
 */
export const readForm: RequestHandler = (req, res, next) => {
  if (req.body !== undefined) return next();
  if (!req.is('application/x-www-form-urlencoded')) {
    req.body = {};
    return next();
  }
  readBodyBytes(req).then((outcome) => {
    const facts = factsOf(req);
    const body = bodyOrRefusal(req, res, outcome, {
      tooLarge: (close) => sendTooLarge(res, facts.path, facts.https, undefined, close),
      timeout: () => void res.status(408).set('Connection', 'close').end(),
    });
    if (body === undefined) return;
    const fields = Object.create(null) as Record<string, string>;
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
      // The first of a repeated field, as a form sends each once.
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    }
    req.body = fields;
    next();
  }, next);
};

/** A form field or a query parameter as text: missing, repeated or nested is the empty text. */
export const textField = z.string().catch('');

/** An id of a table's integer key (1 to 2^31 − 1), from a path or ?before=; null when it is none. */
export const rowId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647)
  .nullable()
  .catch(null);

/** A posted form's fields (read by readForm), through its zod schema. */
export const fieldsOf = <T extends z.ZodType>(schema: T, req: Request): z.output<T> =>
  schema.parse(req.body ?? {});

/** A query string (zod): every schema of a query catches what it cannot read. */
export const queryOf = <T extends z.ZodType>(schema: T, req: Request): z.output<T> =>
  schema.parse(req.query);
