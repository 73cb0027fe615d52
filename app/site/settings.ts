/**
 * What the pages need to know about the company and the upload endpoint. The values come from
 * the server (settings.server.ts) through the root loader, so they can change without a rebuild.
 */
export interface SiteSettings {
  readonly siteName: string;
  readonly supportPhone: string;
  /** The phone as a tel: link, derived on the server so prerendered pages can carry it as a token. */
  readonly supportPhoneHref: string;
  readonly supportEmail: string;
  /** Where the upload component posts (this server's /api/upload, or Cloudinary's endpoint). */
  readonly uploadUrl: string;
  readonly uploadPreset: string;
  /** The site's origin (PUBLIC_URL), for the canonical links: never taken from a request. */
  readonly publicUrl: string;
  /** The company's postal address for the footer; empty when not set (the footer leaves it out). */
  readonly companyAddress: string;
  /**
   * IRS_EFILE_PROVIDER: the company is an IRS Authorized e-file Provider (its e-file application
   * accepted, an EFIN issued). The home page says so only when set: a claim it must be able to prove.
   */
  readonly efileProvider: boolean;
  /** RETENTION_DAYS as written, for the privacy notice: strings, like every prerender token. */
  readonly retentionDays: string;
  /** OFFICE_TIME_ZONE: every time a page shows is written in it (app/time.ts). */
  readonly officeTimeZone: string;
}

/** `(800) 555-0142` → `tel:+18005550142` (a 10-digit number is taken as a US one). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
