import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Browser, expect, type Page } from '@playwright/test';
import { codeFor } from '../shared/totp';
import { expectNoAxeViolations } from './axe';

const run = promisify(execFile);

/** The data folder of the e2e server (playwright.config.ts): the command reaches it there. */
export const E2E_DATA_DIR = 'test-results/e2e-data';
export const PASSWORD = 'correct horse battery staple';

let counter = 0;
/** A fresh e-mail and client address per call, so parallel tests never share limits. */
export function unique(prefix: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid % 1000}${counter}`;
  return {
    email: `${prefix}-${id}@example.com`,
    ip: `10.${counter % 250}.${(Date.now() >> 8) % 250}.${process.pid % 250}`,
  };
}

/**
 * The real command: `npm run staff -- add EMAIL [--admin]`; returns the enrolment path. `env`
 * names another server's database (DATABASE_URL: the PostgreSQL one of tests/e2e/services.ts).
 */
export async function addAccount(
  email: string,
  admin = false,
  dataDir = E2E_DATA_DIR,
  env: Record<string, string> = {},
) {
  const { stdout } = await run(
    'npm',
    ['run', '-s', 'staff', '--', 'add', email, ...(admin ? ['--admin'] : [])],
    {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    },
  );
  const line = stdout.trim();
  expect(line).toMatch(/^Enrolment link: http:\/\/\S+\/staff\/enrol\/[\w-]+$/);
  return new URL(line.slice('Enrolment link: '.length)).pathname;
}

export { expectNoAxeViolations };

/** Enrols through the page, as a person with an authenticator app would. */
export async function enrol(page: Page, path: string, axe = false) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  const secret = await page.getByRole('textbox', { name: 'Setup key' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Authenticator code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page.getByRole('heading', { name: 'Recovery codes' })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  return { secret, codes };
}

export async function signIn(page: Page, email: string, code: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The next 30 s step's code: enrolment spent the current one, and a code works once. */
export const nextCode = (secret: string) => codeFor(secret, Date.now() + 30_000);

/**
 * A preparer enrolled and signed in on `origin`, in a browser context of its own (a client
 * address of its own too). `env` reaches another server's database (tests/e2e/services.ts).
 */
export async function preparer(browser: Browser, origin: string, env: Record<string, string>) {
  const { email, ip } = unique('preparer');
  const context = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  const page = await context.newPage();
  const dataDir = env.DATABASE_URL ? 'test-results/e2e-staff-cli' : undefined;
  const path = await addAccount(email, false, dataDir, env);
  const { secret } = await enrol(page, path);
  await signIn(page, email, nextCode(secret));
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  await page.close();
  return context;
}
