import { expect, type Page } from '@playwright/test';
import { samplePdf } from '../api/helpers/signing-samples';

/**
 * Review and sign (RETURN.md §2) as the end-to-end tests walk it: the client's return details
 * sent through `/case/return`, and staff sending a return and its Form 8879 for signature.
 * Shared by tests/e2e/signing.spec.ts and tests/e2e/price-list.spec.ts.
 */

export interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly spouse?: { firstName: string; lastName: string; dateOfBirth: string };
}

/**
 * "About you" and the rest of `/case/return` (RETURN.md §1; its fields by name), then sent to the
 * preparer. `returnPath` is the page in the case's language.
 */
export async function fillReturnDetails(page: Page, returnPath: string, person: Person) {
  await page.goto(returnPath);
  await page.locator('[name="firstName"]').first().fill(person.firstName);
  await page.locator('[name="lastName"]').first().fill(person.lastName);
  await page.locator('[name="dateOfBirth"]').first().fill(person.dateOfBirth);
  await page
    .locator('[name="filingStatus"]')
    .selectOption(person.spouse ? 'married_joint' : 'single');
  await page.locator('[name="street"]').fill('1 Main St');
  await page.locator('[name="city"]').fill('Austin');
  await page.locator('[name="state"]').selectOption('TX');
  await page.locator('[name="zip"]').fill('78701');
  if (person.spouse) {
    await page.locator('[name="spouseFirstName"]').fill(person.spouse.firstName);
    await page.locator('[name="spouseLastName"]').fill(person.spouse.lastName);
    await page.locator('[name="spouseDateOfBirth"]').fill(person.spouse.dateOfBirth);
  }
  await page.locator('[name="refundMethod"][value="paper_check"]').check();
  await page.locator('button[name="intent"][value="send"]').click();
  await page.waitForLoadState();
}

/** The return and the 8879 staff send, made here; their bytes, for the hashes. */
export async function returnFiles(reference: string) {
  return {
    returnPdf: await samplePdf(`Form 1040 for ${reference}`, 2),
    formPdf: await samplePdf(`Form 8879 for ${reference}`),
  };
}

/**
 * Staff send the return for signature on the case page, with the refund typed and our fee typed,
 * or, when `fee` is left out, the fee the form was prefilled with.
 */
export async function sendForSignature(
  desk: Page,
  reference: string,
  files: { returnPdf: Buffer; formPdf: Buffer },
  figures: { readonly refund: string; readonly fee?: string },
) {
  await desk.goto(`/staff/cases/${reference}`);
  const section = desk.getByRole('region', { name: 'Return for signature' });
  await section
    .getByLabel('Return (PDF)')
    .setInputFiles({ name: 'return.pdf', mimeType: 'application/pdf', buffer: files.returnPdf });
  await section
    .getByLabel('Form 8879 (PDF)')
    .setInputFiles({ name: 'form-8879.pdf', mimeType: 'application/pdf', buffer: files.formPdf });
  await section.getByLabel('Refund on the return').fill(figures.refund);
  if (figures.fee !== undefined) await section.getByLabel('Our fee').fill(figures.fee);
  await section.getByRole('button', { name: 'Send for signature' }).click();
  await expect(desk.getByRole('status')).toHaveText('The return was sent for signature.');
  await expect(desk.getByText(/^Sent for signature on /)).toBeVisible();
}
