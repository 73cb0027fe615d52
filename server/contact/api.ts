import express, { type ErrorRequestHandler, Router } from 'express';
import { copyForAcceptLanguage } from '../../app/copy/languages.server';
import type { ContactService } from './store';
import type { Refusal } from './validate';

export const CONTACT_API_PATH = '/api/contact';
/** The three fields at their caps, in UTF-8, with room for JSON: more is not a contact message. */
export const CONTACT_MAX_BODY = '32kb';

function sendRefusal(res: express.Response, refusal: Refusal) {
  if (refusal.retryAfterSeconds !== undefined) {
    res.set('Retry-After', String(refusal.retryAfterSeconds));
  }
  res.status(refusal.status).json({
    error: { code: refusal.code, message: refusal.message, field: refusal.field },
  });
}

/** POST /api/contact: {name, email, message, website} as JSON → 201 {id} or an error. */
export function contactApi(service: ContactService): Router {
  // Each refusal's sentence in the client's language (Accept-Language), English by default.
  const errors = (req: express.Request) =>
    copyForAcceptLanguage(req.headers['accept-language']).contact.errors;
  const router = Router();
  router.post(CONTACT_API_PATH, (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (!req.is('application/json')) {
      return sendRefusal(res, {
        status: 415,
        code: 'unsupported_media_type',
        message: errors(req).notJson,
        field: null,
      });
    }
    next();
  });
  router.post(
    CONTACT_API_PATH,
    express.json({ limit: CONTACT_MAX_BODY, strict: true }),
    async (req, res) => {
      const body: unknown = req.body;
      const input =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : {};
      const result = await service.send(
        input,
        req.ip ?? 'unknown',
        copyForAcceptLanguage(req.headers['accept-language']),
      );
      if (result.ok) return res.status(201).json({ id: result.id });
      return sendRefusal(res, result.refusal);
    },
  );
  const onBodyError: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (req.path !== CONTACT_API_PATH) return next(error);
    if (error.type === 'entity.too.large') {
      res.set('Connection', 'close');
      return sendRefusal(res, {
        status: 413,
        code: 'too_large',
        message: errors(req).tooLarge,
        field: null,
      });
    }
    if (error.type === 'entity.parse.failed') {
      return sendRefusal(res, {
        status: 400,
        code: 'invalid_json',
        message: errors(req).invalidJson,
        field: null,
      });
    }
    return next(error);
  };
  router.use(onBodyError);
  return router;
}
