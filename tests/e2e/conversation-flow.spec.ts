import type { BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { caseByMessage, ENGINES, mailTo } from './services';
import { preparer, unique } from './staff-helpers';
import { withoutRandomParts } from '../shared/mail-prose';

// The conversation with the client (docs/back-office.md), walked once per language, with
// JavaScript and without, on PGlite and on PostgreSQL: staff reply, the client gets an e-mail
// that carries a link and never the reply (read from the SMTP server), reads the reply on their
// case page and answers; staff find the answer on "Messages"; "Update case" with "E-mail the
// client" left checked tells the client the new status by e-mail, and the case page shows it.

const NAMES = {
  en: {
    casePath: '/case',
    continue: 'Continue to your case',
    replySubject: 'New message about your case',
    statusSubject: (reference: string) => `Your case ${reference} is now: In review`,
    heading: 'Your case',
    preparer: 'Your preparer',
    you: 'You',
    thread: 'Messages',
    message: 'Message',
    send: 'Send message',
    sent: 'Your message was sent. Your preparer will answer here.',
    inReview: 'In review',
  },
  es: {
    casePath: '/es/case',
    continue: 'Continuar a su caso',
    replySubject: 'Nuevo mensaje sobre su caso',
    statusSubject: (reference: string) => `Su caso ${reference} ahora está: En revisión`,
    heading: 'Su caso',
    preparer: 'Su preparador',
    you: 'Usted',
    thread: 'Mensajes',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sent: 'Se envió su mensaje. Su preparador le responderá aquí.',
    inReview: 'En revisión',
  },
} as const;

/** The sign-in link a mail carries, on `origin`. */
function linkIn(mail: string, origin: string): string {
  return new RegExp(`${origin}/case/open/[A-Za-z0-9_-]{43}`).exec(mail)?.[0] ?? '/missing-link';
}

for (const { engine, origin, env } of ENGINES) {
  test.describe(`the conversation on ${engine}`, () => {
    test.describe.configure({ timeout: 90_000 });
    let staff: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      staff = await preparer(browser, origin(), env());
    });
    test.afterAll(async () => {
      await staff?.close();
    });

    for (const lang of ['en', 'es'] as const) {
      for (const scripts of [true, false]) {
        test(`${lang}, ${scripts ? 'with' : 'without'} JavaScript: a reply by e-mail link, the client's answer on "Messages", the status e-mail`, async ({
          browser,
        }) => {
          const t = NAMES[lang];
          const { email: address, ip } = unique(`talk-${lang}`);
          const reference = await caseByMessage(origin(), {
            lang,
            ip,
            email: address,
            name: 'Luz Ortiz',
          });

          // Staff reply; markup in it is text everywhere.
          const reply = `Please send your <b>W-2</b> (${reference}).`;
          const desk = await staff.newPage();
          await desk.goto(`/staff/cases/${reference}`);
          await desk.getByLabel('Reply', { exact: true }).fill(reply);
          await desk.getByRole('button', { name: 'Send reply' }).click();
          await expect(desk.getByRole('status')).toHaveText('Your reply was sent.');
          await expect(desk.getByText(reply)).toBeVisible();

          // The mail says what happened and carries a link, never the reply.
          const mail = await mailTo(address, `${t.replySubject} ${reference}`);
          expect(withoutRandomParts(mail)).not.toContain('W-2');
          const client = await browser.newContext({
            baseURL: origin(),
            javaScriptEnabled: scripts,
            extraHTTPHeaders: { 'X-Forwarded-For': ip },
          });
          const page = await client.newPage();
          await page.goto(linkIn(mail, origin()));
          await page.getByRole('button', { name: t.continue }).click();
          await expect(page).toHaveURL(`${origin()}${t.casePath}`);
          await expect(page.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible();
          const thread = page.getByRole('list', { name: t.thread, exact: true });
          await expect(thread.getByRole('listitem').last()).toContainText(t.preparer);
          await expect(thread.getByRole('listitem').last()).toContainText(reply);
          if (scripts) await expectNoAxeViolations(page);

          // The client answers on the case page.
          const answer = `Sent it by mail, ${reference}.`;
          await page.getByLabel(t.message, { exact: true }).fill(answer);
          await page.getByRole('button', { name: t.send }).click();
          await expect(page.getByRole('status')).toHaveText(t.sent);
          await expect(thread.getByRole('listitem').last()).toContainText(t.you);
          await expect(thread.getByRole('listitem').last()).toContainText(answer);

          // Staff read it on "Messages", which links to the case.
          await desk.goto('/staff/messages');
          const row = desk.getByRole('row').filter({ hasText: answer });
          await expect(row).toHaveCount(1);
          await expect(row.getByRole('link', { name: reference })).toBeVisible();

          // "Update case" with "E-mail the client" as it comes (checked).
          await desk.goto(`/staff/cases/${reference}`);
          await expect(desk.getByLabel('E-mail the client')).toBeChecked();
          await desk.getByLabel('Status', { exact: true }).selectOption({ label: 'In review' });
          await desk.getByRole('button', { name: 'Update case' }).click();
          await expect(desk.getByRole('status')).toBeVisible();
          const statusMail = await mailTo(address, t.statusSubject(reference));
          expect(statusMail).toContain(`${origin()}/case/open/`);
          await page.reload();
          await expect(page.getByRole('main')).toContainText(t.inReview);
          await expect(page.getByRole('progressbar')).toHaveAttribute('value', '30');
          await client.close();
          await desk.close();
        });
      }
    }
  });
}
