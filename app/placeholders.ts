import type { SiteSettings } from './site';

/**
 * Prerendered pages are built before the server knows its settings or a request's CSP nonce, so
 * they are rendered with these tokens, which the server replaces: the settings once at start,
 * the nonce on every response. Tokens use only characters that need no escaping in HTML or JS.
 */
export const NONCE_PLACEHOLDER = 'QRNONCEPLACEHOLDER';

export const SITE_PLACEHOLDERS: SiteSettings = {
  siteName: '__QR_SITE_NAME__',
  supportPhone: '__QR_SUPPORT_PHONE__',
  supportPhoneHref: '__QR_SUPPORT_PHONE_HREF__',
  supportEmail: '__QR_SUPPORT_EMAIL__',
  uploadUrl: '__QR_UPLOAD_URL__',
  uploadPreset: '__QR_UPLOAD_PRESET__',
};
