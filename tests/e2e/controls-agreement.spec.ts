import { expect, openAs, test } from './fixtures';
import { LANGUAGES } from './pages';
import { addAccount, enrol, nextCode, signIn, unique } from './staff-helpers';

/**
 * "I Agree & Continue" (docs/product.md, /agreement) as a visitor meets it in the three projects
 * of playwright.config.ts (hydrated, scripts 3 s late, JavaScript off; decision 039), in English
 * and then Spanish in one browser: the page says it is accepted and goes home as before, and the
 * acceptance is recorded in the browser's case (docs/back-office.md, "The agreement, recorded";
 * decision 075): the visitor's case page says so, and staff see each acceptance, with the version
 * the page carried, on the case page.
 */

// Staff enrolment (scrypt, a command run through npm) on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const REFERENCE = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

test('"I Agree & Continue" in English and Spanish says so, goes home, and is recorded in the case staff open', async ({
  page,
  scripts,
}) => {
  // The client address the server records (TRUST_PROXY), and a sign-in count of its own.
  const { email, ip } = unique('agreement');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const versions: string[] = [];
  for (const { t, path } of LANGUAGES) {
    await openAs(page, scripts, path('agreement'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1.agreement);
    versions.push(await page.locator('input[name="version"]').inputValue());
    const answered =
      scripts === 'hydrated'
        ? null
        : page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: t.agree }).click();
    if (answered === null) {
      await expect(page.getByRole('status')).toHaveText(t.accepted);
    } else {
      // The answered page says it, then goes home after 1 s: read it from the answer itself,
      // since a busy machine may look only once the page has moved on.
      const answer = await answered;
      expect(answer.url()).toMatch(new RegExp(`${path('agreement')}$`));
      expect(await answer.text()).toContain(t.accepted);
    }
    await page.waitForURL((url) => url.pathname === path('home'), { timeout: 10_000 });
    if (scripts === 'hydrated') {
      expect(await page.evaluate(() => localStorage.getItem('agreementAccepted'))).toBe('true');
      // The Spanish page would send a visitor who accepted home at once: forget it, as another
      // visit in the same browser (and the same case) would.
      await page.evaluate(() => localStorage.removeItem('agreementAccepted'));
    }
  }
  expect(versions[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(versions[1]).toMatch(/^[0-9a-f]{64}$/);
  expect(versions[0]).not.toBe(versions[1]);

  // The page's script does not wait for the server: its record may land a moment later.
  const main = page.getByRole('main');
  await expect(async () => {
    await page.goto('/case');
    await expect(main).toContainText(/Agreement accepted on [A-Z][a-z]+ \d{1,2}, \d{4}/, {
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
  const reference = REFERENCE.exec(await main.innerText())?.[0] ?? '';
  expect(reference).toMatch(REFERENCE);
  await page.goto('/es/case');
  await expect(main).toContainText(/Acuerdo aceptado el \d{1,2} de [a-z]+ de \d{4}/);

  const { secret } = await enrol(page, await addAccount(email));
  await signIn(page, email, nextCode(secret));
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  await page.goto(`/staff/cases/${reference}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Agreement' })).toBeVisible();
  await expect(main).not.toContainText('Not accepted');
  for (const [index, language] of ['English', 'Spanish'].entries()) {
    const version = versions[index] ?? '';
    const row = page.getByRole('row').filter({ hasText: version });
    await expect(row.getByRole('cell')).toHaveText([
      // A staff time, in the office's zone (decision 079).
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
      `${version} (the current text)`,
      language,
      ip,
      /Chrome/,
    ]);
  }
});
