import { type Request, type Response, Router } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import { finishEnrolment, findEnrolment } from '../auth';
import { fieldsOf, methodNotAllowed, readForm, type StaffPages, textField } from '../http';
import { totpQrSvg } from '../totp';
import { EnrolPage, RecoveryCodesPage } from '../views';

/** "Set up your staff account": a password twice and the first authenticator code. */
const enrolForm = z.object({ password: textField, confirm: textField, code: textField });

/** The enrolment link's page (BACKOFFICE.md, "Accounts from the command line"). */
export function enrolScreen(pages: StaffPages): Router {
  const { db, options } = pages;
  const router = Router();

  async function enrolPage(req: Request, res: Response, status: number, error?: string) {
    const enrolment = await findEnrolment(db, String(req.params.token));
    if (!enrolment) {
      return pages.notice(req, res, 404, {
        heading: text.enrol.invalidLinkHeading,
        body: text.enrol.invalidLink,
      });
    }
    const qrSvg = await totpQrSvg(enrolment.totpSecret, enrolment.email, options.siteName);
    pages.page(
      req,
      res,
      status,
      text.enrol.heading,
      createElement(EnrolPage, {
        email: enrolment.email,
        qrSvg,
        setupKey: enrolment.totpSecret,
        error,
      }),
    );
  }

  router
    .route('/staff/enrol/:token')
    .get((req, res) => enrolPage(req, res, 200))
    .post(readForm, async (req, res) => {
      const form = fieldsOf(enrolForm, req);
      const result = await finishEnrolment(db, String(req.params.token), {
        ...form,
        clientAddress: req.ip ?? 'unknown',
      });
      if (result.ok) {
        return pages.page(
          req,
          res,
          200,
          text.enrol.recoveryHeading,
          createElement(RecoveryCodesPage, { codes: result.recoveryCodes }),
        );
      }
      if (result.problem === 'link') return enrolPage(req, res, 404);
      return enrolPage(req, res, 400, text.enrol.errors[result.problem]);
    })
    .all(methodNotAllowed(pages, 'GET, HEAD, POST'));
  return router;
}
