import { phoneHref, type SiteSettings } from './site';

type Configurable = Exclude<keyof SiteSettings, 'supportPhoneHref'>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = withDerived({
  siteName: 'QuickRefund',
  supportPhone: '(800) 555-0142',
  supportEmail: 'support@quickrefund.example',
  uploadUrl: '/api/upload',
  uploadPreset: 'tax_documents',
});

export class SettingsError extends Error {}

// The values are written as they are into prerendered HTML and its inline scripts, so each is
// held to characters that need no escaping in either (docs/decisions/004-prerender-placeholders.md).
const RULES: Record<Configurable, { env: string; pattern: RegExp; expect: string }> = {
  siteName: {
    env: 'SITE_NAME',
    pattern: /^[\p{L}\p{N} .,!'-]{1,60}$/u,
    expect: "letters, digits, spaces and . , ! ' - (at most 60)",
  },
  supportPhone: {
    env: 'SUPPORT_PHONE',
    pattern: /^[0-9 ()+.-]{7,25}$/,
    expect: 'a phone number such as (800) 555-0142',
  },
  supportEmail: {
    env: 'SUPPORT_EMAIL',
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
    expect: 'an e-mail address',
  },
  uploadUrl: {
    env: 'UPLOAD_URL',
    pattern: /^(\/[A-Za-z0-9._~/-]*|https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9._~/-]*)$/,
    expect: 'a path on this server or an https:// address',
  },
  uploadPreset: {
    env: 'UPLOAD_PRESET',
    pattern: /^[A-Za-z0-9_-]{1,64}$/,
    expect: 'letters, digits, _ and - (at most 64)',
  },
};

function withDerived(settings: Omit<SiteSettings, 'supportPhoneHref'>): SiteSettings {
  return { ...settings, supportPhoneHref: phoneHref(settings.supportPhone) };
}

/** Reads the site settings from the environment; an unusable value stops the server with a clear message. */
export function readSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const settings: Record<Configurable, string> = { ...DEFAULT_SITE_SETTINGS };
  for (const key of Object.keys(RULES) as Configurable[]) {
    const rule = RULES[key];
    const value = env[rule.env];
    if (value === undefined || value === '') continue;
    if (!rule.pattern.test(value)) {
      throw new SettingsError(`${rule.env} must be ${rule.expect}; got ${JSON.stringify(value)}`);
    }
    settings[key] = value;
  }
  return withDerived(settings);
}
