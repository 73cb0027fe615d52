import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, readSiteSettings, SettingsError } from './settings.server';
import { phoneHref } from './site';

describe('site settings', () => {
  it('has the product defaults', () => {
    expect(readSiteSettings({})).toEqual({
      siteName: 'QuickRefund',
      supportPhone: '(800) 555-0142',
      supportPhoneHref: 'tel:+18005550142',
      supportEmail: 'support@quickrefund.example',
      uploadUrl: '/api/upload',
      uploadPreset: 'tax_documents',
    });
    expect(readSiteSettings({})).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('takes overrides from the environment, empty meaning the default', () => {
    const site = readSiteSettings({
      SITE_NAME: "O'Neil Refunds",
      SUPPORT_PHONE: '+44 20 7946 0000',
      SUPPORT_EMAIL: 'help@refunds.example',
      UPLOAD_URL: 'https://api.cloudinary.com/v1_1/demo/auto/upload',
      UPLOAD_PRESET: '',
    });
    expect(site.siteName).toBe("O'Neil Refunds");
    expect(site.supportPhoneHref).toBe('tel:+442079460000');
    expect(site.uploadUrl).toBe('https://api.cloudinary.com/v1_1/demo/auto/upload');
    expect(site.uploadPreset).toBe('tax_documents');
  });

  it.each([
    ['SITE_NAME', '<script>alert(1)</script>'],
    ['SITE_NAME', 'Quote"Refund'],
    ['SITE_NAME', 'Tax&copy'],
    ['SUPPORT_PHONE', 'call us'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['UPLOAD_URL', 'javascript:alert(1)'],
    ['UPLOAD_URL', 'http://insecure.example/upload'],
    ['UPLOAD_PRESET', 'a b'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => readSiteSettings({ [name]: value })).toThrow(SettingsError);
    expect(() => readSiteSettings({ [name]: value })).toThrow(name);
  });

  it('writes a US number as +1', () => {
    expect(phoneHref('(800) 555-0142')).toBe('tel:+18005550142');
    expect(phoneHref('1-800-555-0142')).toBe('tel:+18005550142');
  });
});
