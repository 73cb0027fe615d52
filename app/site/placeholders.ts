import type { SiteSettings } from './settings';

/**
 * Prerendered pages are built before the server knows its settings, so they are rendered with
 * these tokens, which the server replaces once at start (server/pages.ts). Tokens use only
 * characters that need no escaping in HTML or JS.
 */
export const SITE_PLACEHOLDERS: SiteSettings = {
  siteName: '__QR_SITE_NAME__',
  supportPhone: '__QR_SUPPORT_PHONE__',
  supportPhoneHref: '__QR_SUPPORT_PHONE_HREF__',
  supportEmail: '__QR_SUPPORT_EMAIL__',
  uploadUrl: '__QR_UPLOAD_URL__',
  uploadPreset: '__QR_UPLOAD_PRESET__',
  publicUrl: '__QR_PUBLIC_URL__',
  companyAddress: '__QR_COMPANY_ADDRESS__',
  retentionDays: '__QR_RETENTION_DAYS__',
  officeTimeZone: '__QR_OFFICE_TIME_ZONE__',
};
