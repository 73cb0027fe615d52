import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { EMPTY_ANSWERS, type ReturnAnswers } from '../../app/return/answers';
import { openDatabase } from '../../server/db';
import { pdfPages, samplePdf } from '../api/helpers/signing-samples';
import { withoutRandomParts } from '../shared/mail-prose';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { caseByMessage, ENGINES, mailTo, postgresDatabaseUrl, postgresOrigin } from './services';
import {
  fillReturnDetails,
  type Person,
  returnFiles,
  sendForSignature as sendFiles,
} from './signing-helpers';
import { preparer, unique } from './staff-helpers';

// Review and sign: Form 8879 (RETURN.md §2; docs/review-and-sign.md). Staff send a return and its
// 8879 (PDFs made here with pdf-lib) with the refund and our fee; the client gets an e-mail with
// a link and no figure, asks for a code (read from the run's SMTP server), proves who they are,
// consents, types their name and signs, in English and in Spanish, with JavaScript and without,
// on PGlite (the run's web server) and once on PostgreSQL; each walk downloads the signed PDF and
// reads its "Electronic signature record" page and SHA-256 hashes. On PostgreSQL besides: a new
// return voids the signature; three wrong answers lock signing; forged posts are refused and a
// form signed on paper is accepted by staff. Axe checks both new sections. With JavaScript the
// client also draws their signature with the mouse, and the record page carries the drawing;
// without it, nothing of the drawing shows and the record says none was drawn.

const NAMES = {
  en: {
    casePath: '/case',
    returnPath: '/case/return',
    openHeading: 'Open your case',
    reference: 'Reference',
    email: 'Email',
    sendLink: 'Send me a link',
    linkSubject: 'Your link to case',
    continue: 'Continue to your case',
    readySubject: (reference: string) => `Your return for case ${reference} is ready to sign`,
    codeSubject: (reference: string) => `Your signing code for case ${reference}`,
    heading: 'Review and sign your return',
    returnPdf: 'Your return (PDF)',
    formPdf: 'Form 8879 (PDF)',
    refund: 'Refund on your return',
    fee: 'Our fee',
    net: 'Net refund',
    dateOfBirth: 'Date of birth',
    code: 'Code we e-mailed you',
    sendCode: 'E-mail me a code',
    codeSent: 'We e-mailed you a code. It works once, within 15 minutes.',
    reviewed: 'I have reviewed my return and Form 8879',
    agree: 'I agree to sign electronically',
    typeName: 'Type your full name',
    spouseTypeName: 'Spouse: type your full name',
    spouseDateOfBirth: "Spouse's date of birth",
    spouseAgrees: 'My spouse agrees to sign electronically',
    sign: 'Sign Form 8879',
    signed: /^You signed your Form 8879 on .+\.$/,
    signedPdf: 'Your signed Form 8879 (PDF)',
    voided: 'Signature void: the return was replaced',
    replaced:
      'This return was replaced by a newer one, and nothing was signed. Review the new return and sign it.',
    locked: /^Signing is locked for 24 hours\. Call us at .+\.$/,
    paperFile: 'Signed Form 8879',
    paperSend: 'Send signed form',
    paperSent: 'We received your signed form. Your preparer will check it.',
    recordTitle: 'Electronic signature record',
    draw: 'Draw your signature',
    spouseDraw: 'Spouse: draw your signature',
    clear: 'Clear',
    drawnSignature: 'Drawn signature',
    noDrawing: 'None drawn',
  },
  es: {
    casePath: '/es/case',
    returnPath: '/es/case/return',
    openHeading: 'Abra su caso',
    reference: 'Referencia',
    email: 'Correo electrónico',
    sendLink: 'Envíenme un enlace',
    linkSubject: 'Su enlace al caso',
    continue: 'Continuar a su caso',
    readySubject: (reference: string) =>
      `Su declaración del caso ${reference} está lista para firmar`,
    codeSubject: (reference: string) => `Su código para firmar del caso ${reference}`,
    heading: 'Revise y firme su declaración',
    returnPdf: 'Su declaración (PDF)',
    formPdf: 'Formulario 8879 (PDF)',
    refund: 'Reembolso en su declaración',
    fee: 'Nuestra tarifa',
    net: 'Reembolso neto',
    dateOfBirth: 'Fecha de nacimiento',
    code: 'Código que le enviamos por correo',
    sendCode: 'Envíenme un código por correo',
    codeSent: 'Le enviamos un código por correo. Sirve una vez, dentro de 15 minutos.',
    reviewed: 'He revisado mi declaración y el Formulario 8879',
    agree: 'Acepto firmar electrónicamente',
    typeName: 'Escriba su nombre completo',
    spouseTypeName: 'Cónyuge: escriba su nombre completo',
    spouseDateOfBirth: 'Fecha de nacimiento del cónyuge',
    spouseAgrees: 'Mi cónyuge acepta firmar electrónicamente',
    sign: 'Firmar el Formulario 8879',
    signed: /^Usted firmó su Formulario 8879 el .+\.$/,
    signedPdf: 'Su Formulario 8879 firmado (PDF)',
    voided: 'Firma anulada: la declaración fue reemplazada',
    replaced:
      'Esta declaración fue reemplazada por una más reciente, y no se firmó nada. Revise la nueva declaración y fírmela.',
    locked: /^La firma está bloqueada por 24 horas\. Llámenos al .+\.$/,
    paperFile: 'Formulario 8879 firmado',
    paperSend: 'Enviar formulario firmado',
    paperSent: 'Recibimos su formulario firmado. Su preparador lo revisará.',
    recordTitle: 'Registro de firma electrónica',
    draw: 'Dibuje su firma',
    spouseDraw: 'Cónyuge: dibuje su firma',
    clear: 'Borrar',
    drawnSignature: 'Firma dibujada',
    noDrawing: 'No se dibujó',
  },
} as const;

type Lang = keyof typeof NAMES;

const ANA: Person = { firstName: 'Ana', lastName: 'López', dateOfBirth: '1985-03-09' };
const ANA_AND_JUAN: Person = {
  ...ANA,
  spouse: { firstName: 'Juan', lastName: 'Pérez Gil', dateOfBirth: '1983-11-30' },
};

/** The refund and fee staff type: neither may appear in any e-mail. */
const REFUND = '4123.00';
const FEE = '35.00';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A case with an e-mail for updates, and a browser on its case page (signed in by e-mail). */
async function clientWithCase(
  browser: import('@playwright/test').Browser,
  origin: string,
  lang: Lang,
  scripts: boolean,
) {
  const t = NAMES[lang];
  const { email, ip } = unique(`signer-${lang}`);
  const reference = await caseByMessage(origin, { lang, ip, email, name: 'Ana López' });
  const context = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled: scripts,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(t.casePath);
  const open = page.getByRole('form', { name: t.openHeading });
  await open.getByLabel(t.reference).fill(reference);
  await open.getByLabel(t.email).fill(email);
  await open.getByRole('button', { name: t.sendLink }).click();
  const mail = await mailTo(email, `${t.linkSubject} ${reference}`);
  const link = new RegExp(`${origin}/case/open/[A-Za-z0-9_-]{43}`).exec(mail)?.[0];
  await page.goto(link ?? '/missing-link');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(`${origin}${t.casePath}`);
  return { context, page, reference, email };
}

/**
 * The client's return details sent to the preparer (RETURN.md §1): through `/case/return` (its
 * fields by name: the page is the return-pages branch's), or, where that page is not there yet, on
 * the PostgreSQL server by writing the row the page writes. On PGlite without the page the test
 * cannot go on, and is skipped.
 */
async function sendReturnDetails(
  page: Page,
  origin: string,
  lang: Lang,
  reference: string,
  person: Person,
) {
  const t = NAMES[lang];
  const answer = await page.request.get(t.returnPath);
  if (answer.status() === 200) {
    await fillReturnDetails(page, t.returnPath, person);
    return;
  }
  test.skip(
    origin !== postgresOrigin(),
    '/case/return (the return-pages branch) is not on this build: PGlite cannot be seeded',
  );
  const answers: ReturnAnswers = {
    ...EMPTY_ANSWERS,
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
    filingStatus: person.spouse ? 'married_joint' : 'single',
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    spouseFirstName: person.spouse?.firstName ?? null,
    spouseLastName: person.spouse?.lastName ?? null,
    spouseDateOfBirth: person.spouse?.dateOfBirth ?? null,
    refundMethod: 'paper_check',
  };
  const database = await openDatabase({
    databaseUrl: postgresDatabaseUrl(),
    dataDir: 'test-results/e2e-signing',
  });
  try {
    const found = await database.db
      .selectFrom('cases')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('return_details')
      .values({
        case_id: found.id,
        tax_year: 2025,
        answers: JSON.stringify(answers),
        sent_at: new Date(),
      })
      .execute();
  } finally {
    await database.close();
  }
}

/** Staff send the return for signature with the refund and fee above. */
const sendForSignature = (
  desk: Page,
  reference: string,
  files: { returnPdf: Buffer; formPdf: Buffer },
) => sendFiles(desk, reference, files, { refund: REFUND, fee: FEE });

/** "E-mail me a code", and the code from the e-mail. */
async function askForCode(page: Page, lang: Lang, email: string, reference: string) {
  const t = NAMES[lang];
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(page.getByRole('status')).toHaveText(t.codeSent);
  const mail = await mailTo(email, t.codeSubject(reference));
  const code = /\n\s*(\d{6})\s*\n/.exec(mail.replace(/\r/g, ''))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

/** A stroke with the mouse across the signature canvas, from left to right. */
async function strokeOn(page: Page, lang: Lang, name: string) {
  const canvas = page
    .getByRole('region', { name: NAMES[lang].heading })
    .getByRole('img', { name, exact: true });
  // The mouse moves in the viewport: the canvas is brought into it first.
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('The signature canvas is not shown');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    const x = box.x + box.width * (0.1 + step * 0.06);
    const y = box.y + box.height * (0.6 - 0.3 * Math.sin(step / 2));
    await page.mouse.move(x, y, { steps: 3 });
  }
  await page.mouse.up();
}

/**
 * "Draw your signature" with the mouse: a stroke fills the drawing the form posts, "Clear" empties
 * it, and a second stroke fills it again.
 */
async function drawSignature(page: Page, lang: Lang, spouse = false) {
  const t = NAMES[lang];
  const name = spouse ? t.spouseDraw : t.draw;
  const group = page.getByRole('group', { name, exact: true });
  await expect(group).toBeVisible();
  // The page's module has run by DOMContentLoaded; waiting for `load` keeps it simple.
  await page.waitForLoadState('load');
  // The field the form posts has no role: it is read by its name.
  const drawing = page.locator(
    `input[type="hidden"][name="${spouse ? 'spouseDrawing' : 'drawing'}"]`,
  );
  await expect(drawing).toHaveValue('');
  await strokeOn(page, lang, name);
  await expect(drawing).toHaveValue(/^data:image\/png;base64,/);
  await group.getByRole('button', { name: t.clear }).click();
  await expect(drawing).toHaveValue('');
  await strokeOn(page, lang, name);
  await expect(drawing).toHaveValue(/^data:image\/png;base64,/);
}

/** Fills the sign form (identity, consents, names) and signs. */
async function fillAndSign(page: Page, lang: Lang, person: Person, code: string) {
  const t = NAMES[lang];
  const section = page.getByRole('region', { name: t.heading });
  await section.getByLabel(t.dateOfBirth, { exact: true }).fill(person.dateOfBirth);
  await section.getByLabel(t.code).fill(code);
  await section.getByLabel(t.reviewed).check();
  await section.getByLabel(t.agree).check();
  // Case, accents and extra spaces are ignored.
  await section
    .getByLabel(t.typeName, { exact: true })
    .fill(`  ${person.firstName.toUpperCase()}  Lopez `);
  if (person.spouse) {
    await section
      .getByLabel(t.spouseTypeName)
      .fill(`${person.spouse.firstName} ${person.spouse.lastName}`);
    await section.getByLabel(t.spouseDateOfBirth).fill(person.spouse.dateOfBirth);
    await section.getByLabel(t.spouseAgrees).check();
  }
  await section.getByRole('button', { name: t.sign }).click();
}

/**
 * The walks: every language with and without JavaScript on PGlite, one on PostgreSQL (a joint
 * return without JavaScript), and a joint return on PGlite where both spouses draw.
 */
const WALKS = [
  ...(['en', 'es'] as const).flatMap((lang) =>
    [true, false].map((scripts) => ({ engine: ENGINES[0], lang, scripts, person: ANA })),
  ),
  { engine: ENGINES[1], lang: 'es' as const, scripts: false, person: ANA_AND_JUAN },
  // Both spouses draw.
  { engine: ENGINES[0], lang: 'en' as const, scripts: true, person: ANA_AND_JUAN },
];

const EXTRA_ENGINE: string = ENGINES[1].engine;

for (const { engine, origin, env } of ENGINES) {
  test.describe(`review and sign on ${engine}`, () => {
    test.describe.configure({ timeout: 120_000 });
    let staff: BrowserContext;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      staff = await preparer(browser, origin(), env());
    });
    test.afterAll(async () => {
      await staff?.close();
    });

    for (const walk of WALKS.filter((w) => w.engine.engine === engine)) {
      const { lang, scripts, person } = walk;
      test(`${lang}, ${scripts ? 'with' : 'without'} JavaScript${person.spouse ? ', a joint return' : ''}: staff send, the client signs with a code from the e-mail, both see it signed`, async ({
        browser,
      }) => {
        const t = NAMES[lang];
        const client = await clientWithCase(browser, origin(), lang, scripts);
        const { page, reference, email } = client;
        await sendReturnDetails(page, origin(), lang, reference, person);

        const desk = await staff.newPage();
        const files = await returnFiles(reference);
        await sendForSignature(desk, reference, files);
        if (scripts) await expectNoAxeViolations(desk);

        // The e-mail: a link, no figure.
        const mail = withoutRandomParts(await mailTo(email, t.readySubject(reference)));
        for (const figure of ['4,123', '4123', '4.123', '35.00', '$']) {
          expect(mail).not.toContain(figure);
        }

        await page.goto(t.casePath);
        const section = page.getByRole('region', { name: t.heading });
        await expect(section.getByRole('link', { name: t.returnPdf })).toBeVisible();
        await expect(section.getByRole('link', { name: t.formPdf })).toBeVisible();
        await expect(section).toContainText(t.refund);
        await expect(section).toContainText('$4,123.00');
        await expect(section).toContainText(t.net);
        await expect(section).toContainText('$4,088.00');
        if (scripts) await expectNoAxeViolations(page);

        // The date of birth typed before asking for a code stays as typed.
        await section.getByLabel(t.dateOfBirth, { exact: true }).fill(person.dateOfBirth);
        const code = await askForCode(page, lang, email, reference);
        await expect(
          page.getByRole('region', { name: t.heading }).getByLabel(t.dateOfBirth, { exact: true }),
        ).toHaveValue(person.dateOfBirth);
        // With scripts the client also draws; without, nothing of the drawing shows.
        if (scripts) {
          await drawSignature(page, lang);
          if (person.spouse) await drawSignature(page, lang, true);
          await expectNoAxeViolations(page);
        } else {
          await expect(page.getByRole('group', { name: t.draw, exact: true })).toHaveCount(0);
          await expect(page.getByRole('group', { name: t.spouseDraw })).toHaveCount(0);
          await expect(page.locator('canvas:visible')).toHaveCount(0);
          await expect(page.getByRole('button', { name: t.clear })).toHaveCount(0);
        }
        await fillAndSign(page, lang, person, code);
        await expect(page).toHaveURL(new RegExp(`${t.casePath}\\?signed=1$`));
        await expect(page.getByText(t.signed)).toBeVisible();
        if (scripts) await expectNoAxeViolations(page);

        // The signed form: the 8879 as sent, and its record page with the hashes.
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: t.signedPdf }).click();
        const signed = await (await download).createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of signed) chunks.push(chunk as Buffer);
        const pages = await pdfPages(Buffer.concat(chunks));
        // Two drawings (a joint return) take the record onto a second page of its own.
        expect(pages).toHaveLength(scripts && person.spouse ? 3 : 2);
        expect(pages[0]).toContain(`Form 8879 for ${reference}`);
        const record = pages.slice(1).join('\n');
        expect(record).toContain(t.recordTitle);
        expect(record).toContain(reference);
        expect(record).toContain(sha256(files.returnPdf));
        expect(record).toContain(sha256(files.formPdf));
        expect(record).toContain(t.reviewed);
        expect(record).toContain(t.agree);
        if (person.spouse) expect(record).toContain(person.spouse.lastName);
        // Each signer's drawing is on the record page when drawn (server/signing/record.ts).
        expect(record).toContain(t.drawnSignature);
        if (scripts) expect(record).not.toContain(t.noDrawing);
        else expect(record).toMatch(new RegExp(`${t.drawnSignature}:\\s*${t.noDrawing}`));

        // Staff: signed, by whom, and the stored files hash as recorded.
        await desk.reload();
        const names = person.spouse
          ? `ANA Lopez and ${person.spouse.firstName} ${person.spouse.lastName}`
          : 'ANA Lopez';
        await expect(desk.getByText(new RegExp(`^Signed on .+ by ${names}$`))).toBeVisible();
        await expect(desk.getByText('Unchanged since signing')).toBeVisible();
        const staffDownload = desk.waitForEvent('download');
        await desk.getByRole('link', { name: 'Signed Form 8879' }).click();
        expect((await staffDownload).suggestedFilename()).toBe(`${reference}-form-8879-signed.pdf`);
        await desk.close();
        await client.context.close();
      });
    }

    // The walks above cover both engines; these run on PostgreSQL, whose database the test can
    // reach to stand in for /case/return where that page is not built (sendReturnDetails).
    if (engine !== EXTRA_ENGINE) return;

    test('a new return voids the signature, and a signature posted for the old one is refused', async ({
      browser,
    }) => {
      const lang = 'en';
      const t = NAMES[lang];
      const client = await clientWithCase(browser, origin(), lang, false);
      const { page, reference, email } = client;
      await sendReturnDetails(page, origin(), lang, reference, ANA);
      const desk = await staff.newPage();
      await sendForSignature(desk, reference, await returnFiles(reference));
      await page.goto(t.casePath);
      await fillAndSign(page, lang, ANA, await askForCode(page, lang, email, reference));
      await expect(page.getByText(t.signed)).toBeVisible();

      // Sent again: the signature is void on both pages until the new return is signed.
      await sendForSignature(desk, reference, await returnFiles(`${reference} (2)`));
      await expect(desk.getByText(t.voided)).toBeVisible();
      await expect(desk.getByText('Unchanged since signing')).toHaveCount(0);
      await page.goto(t.casePath);
      await expect(page.getByText(t.voided)).toBeVisible();
      await expect(page.getByText(t.signed)).toHaveCount(0);

      // A form open on the return before it was replaced is refused, nothing signed.
      const stale = await client.context.newPage();
      await stale.goto(t.casePath);
      await sendForSignature(desk, reference, await returnFiles(`${reference} (3)`));
      await fillAndSign(stale, lang, ANA, '123456');
      await expect(stale.getByRole('alert')).toHaveText(t.replaced);
      await desk.reload();
      await expect(desk.getByText(t.voided)).toBeVisible();
      await desk.close();
      await client.context.close();
    });

    test('three wrong answers lock signing for 24 hours, and staff are told', async ({
      browser,
    }) => {
      const lang = 'en';
      const t = NAMES[lang];
      const client = await clientWithCase(browser, origin(), lang, true);
      const { page, reference } = client;
      await sendReturnDetails(page, origin(), lang, reference, ANA);
      const desk = await staff.newPage();
      await sendForSignature(desk, reference, await returnFiles(reference));
      await page.goto(t.casePath);
      const wrong: Person = { ...ANA, dateOfBirth: '1990-01-01' };
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await fillAndSign(page, lang, wrong, '000000');
        if (attempt < 3) {
          // The summary links each refusal to its field.
          const summary = page.getByRole('alert');
          await expect(summary.getByRole('heading')).toHaveText('There is a problem');
          await summary
            .getByRole('link', { name: 'The date of birth does not match your return details.' })
            .click();
          await expect(page).toHaveURL(/#signing-dateOfBirth$/);
        }
      }
      await expect(page.getByRole('alert')).toHaveText(t.locked);
      await expect(page.getByRole('button', { name: t.sign })).toHaveCount(0);
      // Signing on paper stays open to a locked client.
      await expect(page.getByRole('button', { name: t.paperSend })).toBeVisible();
      await page.goto(t.casePath);
      await expect(page.getByText(t.locked)).toBeVisible();
      await desk.reload();
      await expect(
        desk.getByText(
          /^Signing is locked until .+: the client gave three wrong identity answers in a row\.$/,
        ),
      ).toBeVisible();
      await expect(desk.getByText('Signing locked: three wrong identity answers')).toBeVisible();
      await desk.close();
      await client.context.close();
    });

    test('a form signed on paper, sent by the client and accepted by staff', async ({
      browser,
    }) => {
      const lang = 'es';
      const t = NAMES[lang];
      const client = await clientWithCase(browser, origin(), lang, false);
      const { page, reference } = client;
      const desk = await staff.newPage();

      // Before the client sent their return details, nothing can be sent for signature.
      await desk.goto(`/staff/cases/${reference}`);
      const form = desk.getByRole('region', { name: 'Return for signature' });
      await form.getByLabel('Return (PDF)').setInputFiles({
        name: 'return.pdf',
        mimeType: 'application/pdf',
        buffer: await samplePdf('Form 1040'),
      });
      await form.getByLabel('Form 8879 (PDF)').setInputFiles({
        name: 'form.pdf',
        mimeType: 'application/pdf',
        buffer: await samplePdf('Form 8879'),
      });
      await form.getByLabel('Refund on the return').fill(REFUND);
      await form.getByLabel('Our fee').fill(FEE);
      await form.getByRole('button', { name: 'Send for signature' }).click();
      await expect(desk.getByRole('alert')).toHaveText(
        'The client has not sent their return details yet.',
      );
      await expect(desk.getByLabel('Refund on the return')).toHaveValue(REFUND);
      await expect(desk.getByText(/^Sent for signature on /)).toHaveCount(0);

      await sendReturnDetails(page, origin(), lang, reference, ANA);
      await sendForSignature(desk, reference, await returnFiles(reference));
      // Posts from another site are refused before anything is read or stored.
      const forged = { Origin: 'https://forged.example' };
      const staffForged = await staff.request.post(`/staff/cases/${reference}/signing`, {
        headers: forged,
        multipart: { refund: REFUND, fee: FEE },
      });
      expect(staffForged.status()).toBe(403);
      const clientForged = await client.context.request.post(`${t.casePath}/signing/paper`, {
        headers: forged,
        multipart: {
          returnId: '1',
          file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: await samplePdf('x') },
        },
      });
      expect(clientForged.status()).toBe(403);
      await page.goto(t.casePath);
      const section = page.getByRole('region', { name: t.heading });
      await expect(section.getByText(t.paperSent)).toHaveCount(0);
      await section.getByLabel(t.paperFile).setInputFiles({
        name: 'firmado.pdf',
        mimeType: 'application/pdf',
        buffer: await samplePdf(`Form 8879 signed by hand for ${reference}`),
      });
      await section.getByRole('button', { name: t.paperSend }).click();
      await expect(page.getByText(t.paperSent)).toBeVisible();

      await desk.reload();
      await expect(
        desk.getByText('The client sent a form signed on paper. Check it, then accept it.'),
      ).toBeVisible();
      await desk.getByRole('button', { name: 'Accept paper signature' }).click();
      await expect(desk.getByRole('status')).toHaveText('The paper signature was accepted.');
      await expect(desk.getByText(/^Paper signature accepted on /)).toBeVisible();
      await expect(desk.getByText('Unchanged since signing')).toBeVisible();
      await expect(desk.getByRole('button', { name: 'Accept paper signature' })).toHaveCount(0);

      await page.goto(t.casePath);
      await expect(page.getByText(t.signed)).toBeVisible();
      await expect(page.getByRole('link', { name: t.signedPdf })).toBeVisible();
      await desk.close();
      await client.context.close();
    });
  });
}
