import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

// The visitor's case page (docs/back-office.md, "The visitor's case page") in a browser without
// JavaScript: the page has no script, and its form posts to the page itself. Both languages; axe
// (which runs as a script) in a second browser context holding the same cookie.

const PDF = Buffer.from(
  `%PDF-1.4\n% case page ${Date.now()}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

test('an upload opens a case; "Your case" shows it, and "Send message" adds to its thread in English and Spanish', async ({
  browser,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  await page.goto('/upload');
  const section = page.getByRole('region', { name: 'Upload Your Tax Documents' });
  await section
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'w2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await section.getByRole('button', { name: 'Upload' }).click();
  const answer = page.getByRole('status');
  await expect(answer).toContainText('Your reference: ');
  const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(
    (await answer.textContent()) ?? '',
  )?.[0];
  expect(reference).toMatch(/^QR-/);

  const response = await page.goto('/case');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Your case' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Reference${reference ?? ''}`);
  await expect(page.getByRole('progressbar', { name: 'Refund progress' })).toHaveAttribute(
    'value',
    '10',
  );
  // A client portal (PRODUCT.md, "The client's journey"): the six statuses as steps, the case's
  // own the current one, and a list of links to the page's parts.
  const steps = page.getByRole('list', { name: 'Steps of your case' });
  await expect(steps.getByRole('listitem')).toHaveText([
    'Received',
    'In review',
    'Waiting for you',
    'Filed with the IRS',
    'Accepted by the IRS',
    'Refund sent',
  ]);
  await expect(steps.locator('[aria-current="step"]')).toHaveText('Received');
  await expect(
    page.getByRole('heading', { level: 2, name: 'When to expect your refund' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('within 21 days');
  const parts = page.getByRole('navigation', { name: 'On this page' });
  await parts.getByRole('link', { name: 'Your documents' }).click();
  await expect(page).toHaveURL(/#documents-heading$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your documents' })).toBeInViewport();
  await expect(page.getByText('No messages yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Write to your preparer' });
  await form.getByLabel('Message').fill('Do you need my <b>1099</b> too?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/case\?sent=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your message was sent. Your preparer will answer here.',
  );
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('You');
  await expect(thread).toContainText('Do you need my <b>1099</b> too?');

  await page.goto('/es/case');
  await expect(page.getByRole('heading', { level: 1, name: 'Su caso' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pasos de su caso' }).locator('[aria-current="step"]'),
  ).toHaveText('Recibido');
  const formulario = page.getByRole('form', { name: 'Escriba a su preparador' });
  await formulario.getByLabel('Mensaje').fill('Gracias');
  await formulario.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(/\/es\/case\?sent=1$/);
  await expect(page.getByRole('status')).toContainText('Se envió su mensaje.');
  const hilo = page.getByRole('list', { name: 'Mensajes' });
  await expect(hilo.getByRole('listitem')).toHaveCount(2);
  await expect(hilo).toContainText('Usted');

  const withScripts = await browser.newContext({
    storageState: await withoutScripts.storageState(),
  });
  const checked = await withScripts.newPage();
  for (const [path, heading] of [
    ['/case', 'Your case'],
    ['/es/case', 'Su caso'],
  ] as const) {
    await checked.goto(path);
    await expect(checked.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(
      checked
        .getByRole('list', { name: heading === 'Your case' ? 'Messages' : 'Mensajes' })
        .getByRole('listitem'),
    ).toHaveCount(2);
    await expectNoAxeViolations(checked);
  }
  await withScripts.close();
  await withoutScripts.close();
});

for (const [lang, prefix, button, said, open] of [
  ['en', '', 'Sign out of this case', 'You are signed out of this case.', 'Open your case'],
  ['es', '/es', 'Cerrar la sesión de este caso', 'Cerró la sesión de este caso.', 'Abra su caso'],
] as const) {
  test(`"Sign out of this case" (${lang}) ends this browser's access, with and without JavaScript`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${prefix}/upload`);
      const section = page.getByRole('region', { name: /Upload|Suba/ });
      await section
        .getByLabel(/Choose a file|Elija un archivo/)
        .setInputFiles({ name: 'w2.pdf', mimeType: 'application/pdf', buffer: PDF });
      await section.getByRole('button', { name: /^(Upload|Subir)$/ }).click();
      await expect(page.getByRole('status')).toContainText(/QR-/);
      await page.goto(`${prefix}/case`);
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/case\\?signedOut=1$`));
      await expect(page.getByRole('main')).toContainText(said);
      await expect(page.getByRole('heading', { name: open })).toBeVisible();
      // axe runs as a script: in the browser that has them.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await context.close();
    }
  });
}
