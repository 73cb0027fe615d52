import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, readSettings, SettingsError } from './settings.server';
import { phoneHref } from './site/settings';

const KEY = 'q0N3b6mXv2Kj8wH1sT4yR7pL9cF5dA0eZ6uG3iO8nBk=';

function errorOf(env: NodeJS.ProcessEnv): SettingsError {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('settings', () => {
  it('has the product defaults', () => {
    const settings = readSettings({});
    expect(settings.site).toEqual({
      siteName: 'QuickRefund',
      supportPhone: '(800) 555-0142',
      supportPhoneHref: 'tel:+18005550142',
      supportEmail: 'support@quickrefund.example',
      uploadUrl: '/api/upload',
      uploadPreset: 'tax_documents',
      publicUrl: 'http://localhost:3000',
      companyAddress: '',
      efileProvider: false,
      retentionDays: '730',
      officeTimeZone: 'America/New_York',
    });
    expect(settings.site).toEqual(DEFAULT_SITE_SETTINGS);
    expect(settings.records).toEqual({ retentionDays: 730, readerConcurrency: 1 });
    expect(settings.server).toEqual({
      port: 3000,
      host: '0.0.0.0',
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(settings.documents).toMatchObject({
      storage: 'local',
      s3: undefined,
      maxBytes: 20 * 1024 * 1024,
      rateLimit: 30,
      rateWindowMs: 600_000,
      linkTtlSeconds: 3600,
      documentsKeys: undefined,
    });
    expect(settings.documents.dataDir).toMatch(/\/data$/);
    expect(settings.office.staffPasswordCost).toBe(15);
  });

  it('takes overrides from the environment', () => {
    const settings = readSettings({
      PORT: '8080',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://www.quickrefund.example/',
      SITE_NAME: "O'Neil Refunds",
      SUPPORT_PHONE: '+44 20 7946 0000',
      SUPPORT_EMAIL: 'help@refunds.example',
      UPLOAD_URL: 'https://api.cloudinary.com/v1_1/demo/auto/upload',
      UPLOAD_MAX_BYTES: '1024',
      DOCUMENTS_KEY: KEY,
    });
    expect(settings.server.port).toBe(8080);
    expect(settings.server.trustProxy).toBe(true);
    expect(settings.server.publicUrl).toBe('https://www.quickrefund.example');
    expect(settings.site.publicUrl).toBe('https://www.quickrefund.example');
    expect(settings.site.siteName).toBe("O'Neil Refunds");
    expect(settings.site.supportPhoneHref).toBe('tel:+442079460000');
    expect(settings.site.uploadUrl).toBe('https://api.cloudinary.com/v1_1/demo/auto/upload');
    expect(settings.documents.maxBytes).toBe(1024);
    expect(settings.documents.documentsKeys?.map((k) => k.toString('base64'))).toEqual([KEY]);
  });

  it('takes PUBLIC_URL from the port when unset', () => {
    expect(readSettings({ PORT: '4100' }).server.publicUrl).toBe('http://localhost:4100');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '2'],
    ['PUBLIC_URL', 'www.example.com'],
    ['PUBLIC_URL', 'https://www.example.com/site'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'https://a"b.example'],
    ['SITE_NAME', '<script>alert(1)</script>'],
    ['SITE_NAME', 'Quote"Refund'],
    ['SITE_NAME', 'Tax&copy'],
    ['SUPPORT_PHONE', 'call us'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['UPLOAD_URL', 'javascript:alert(1)'],
    ['UPLOAD_URL', 'http://insecure.example/upload'],
    ['UPLOAD_PRESET', 'a b'],
    ['STORAGE', 'disk'],
    ['UPLOAD_MAX_BYTES', '1e6'],
    ['UPLOAD_MAX_BYTES', '0'],
    ['UPLOAD_RATE_LIMIT', '-3'],
    ['LINK_TTL_SECONDS', '0x10'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
    ['STALL_TIMEOUT_SECONDS', '0'],
    ['STORAGE_TIMEOUT_SECONDS', '1.5'],
    ['DOWNLOADS_PER_CLIENT', 'many'],
    ['COMPANY_ADDRESS', '1 Main St <b>'],
    ['COMPANY_ADDRESS', 'Suite "4"'],
    ['RETENTION_DAYS', '0'],
    ['RETENTION_DAYS', 'two years'],
    // Longer than the day rate-limit events are kept.
    ['UPLOAD_RATE_WINDOW_SECONDS', '86401'],
    ['STAFF_PASSWORD_COST', '9'],
    ['OFFICE_TIME_ZONE', 'Mars/Olympus_Mons'],
    ['OFFICE_TIME_ZONE', 'EST5EDT; rm -rf'],
    ['STAFF_PASSWORD_COST', '18'],
    ['REMINDER_DAYS', '-1'],
    ['REMINDER_DAYS', '366'],
    ['REMINDER_DAYS', '2.5'],
    ['REMINDER_DAYS', 'weekly'],
  ])('refuses %s=%s in one line naming the variable and the value', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error.message.startsWith(`${name} must be `)).toBe(true);
    expect(error.message).toContain(JSON.stringify(value));
    expect(error.message).not.toContain('\n');
  });

  it.each(['PORT', 'SITE_NAME', 'DATA_DIR', 'TRUST_PROXY'])(
    'refuses %s set but empty instead of guessing',
    (name) => {
      expect(errorOf({ [name]: '' }).message).toBe(
        `${name} is set but empty; unset it to use the default`,
      );
      expect(errorOf({ [name]: '  ' }).message).toContain(name);
    },
  );

  it('never echoes a key it refuses', () => {
    const error = errorOf({ DOCUMENTS_KEY: 'c2hvcnQta2V5LXRoYXQtaXMtc2VjcmV0' });
    expect(error.message).toBe(
      'DOCUMENTS_KEY must be one key, or up to 8 separated by commas and newest first, each 32 random bytes in base64 (openssl rand -base64 32)',
    );
    expect(errorOf({ LINK_SIGNING_KEY: `${KEY}x` }).message).not.toContain(KEY);
  });

  it('requires a bucket and both keys with STORAGE=s3', () => {
    expect(errorOf({ STORAGE: 's3', DOCUMENTS_KEY: KEY, LINK_SIGNING_KEY: KEY }).message).toBe(
      'S3_BUCKET is required when STORAGE=s3',
    );
    expect(errorOf({ STORAGE: 's3', S3_BUCKET: 'docs', LINK_SIGNING_KEY: KEY }).message).toMatch(
      /^DOCUMENTS_KEY is required when STORAGE=s3/,
    );
    const s3 = readSettings({
      STORAGE: 's3',
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_FORCE_PATH_STYLE: 'true',
      DOCUMENTS_KEY: KEY,
      LINK_SIGNING_KEY: KEY,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }).documents.s3;
    expect(s3).toEqual({
      bucket: 'docs',
      endpoint: 'http://127.0.0.1:4569',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'documents/',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  it('says the company is an IRS Authorized e-file Provider only when IRS_EFILE_PROVIDER is set', () => {
    expect(readSettings({}).site.efileProvider).toBe(false);
    // An e-file provider may not charge the income table (IRS Publication 1345): a price list.
    const priceList = new URL('../tests/fixtures/fee-schedule.json', import.meta.url).pathname;
    expect(
      readSettings({ IRS_EFILE_PROVIDER: 'true', FEE_SCHEDULE_FILE: priceList }).site.efileProvider,
    ).toBe(true);
    expect(() => readSettings({ IRS_EFILE_PROVIDER: 'yes' })).toThrow(/IRS_EFILE_PROVIDER/);
  });

  it('takes the company address and the retention period for the footer and the privacy notice', () => {
    const settings = readSettings({
      COMPANY_ADDRESS: "O'Hare Plaza, 1200 W. Main St #4, Austin, TX 78701",
      RETENTION_DAYS: '365',
    });
    expect(settings.site.companyAddress).toBe("O'Hare Plaza, 1200 W. Main St #4, Austin, TX 78701");
    expect(settings.site.retentionDays).toBe('365');
    expect(settings.records.retentionDays).toBe(365);
  });

  it('takes an upload rate-limit window of up to one day', () => {
    expect(readSettings({ UPLOAD_RATE_WINDOW_SECONDS: '86400' }).documents.rateWindowMs).toBe(
      86_400_000,
    );
  });

  it('writes a US number as +1', () => {
    expect(phoneHref('(800) 555-0142')).toBe('tel:+18005550142');
    expect(phoneHref('1-800-555-0142')).toBe('tel:+18005550142');
  });
});

describe('office settings', () => {
  it('reads DATABASE_URL, SMTP_URL, STAFF_EMAIL, CONTACT_RATE_LIMIT, STAFF_PASSWORD_COST and REMINDER_DAYS', () => {
    const { office } = readSettings({
      DATABASE_URL: 'postgres://app:pw@db:5432/quickrefund',
      SMTP_URL: 'smtp://mail:587',
      STAFF_EMAIL: 'office@example.com',
      CONTACT_RATE_LIMIT: '9',
      STAFF_PASSWORD_COST: '16',
      REMINDER_DAYS: '7',
    });
    expect(office).toEqual({
      databaseUrl: 'postgres://app:pw@db:5432/quickrefund',
      smtpUrl: 'smtp://mail:587',
      staffEmail: 'office@example.com',
      contactRateLimit: 9,
      staffIdleSeconds: 1800,
      staffSessionMaxSeconds: 43200,
      staffPasswordCost: 16,
      officeTimeZone: 'America/New_York',
      reminderDays: 7,
      mailFrom: 'QuickRefund <no-reply@quickrefund.example>',
      notifyMinutes: 5,
    });
    expect(readSettings({}).office).toEqual({
      databaseUrl: undefined,
      smtpUrl: undefined,
      staffEmail: undefined,
      contactRateLimit: 5,
      staffIdleSeconds: 1800,
      staffSessionMaxSeconds: 43200,
      staffPasswordCost: 15,
      officeTimeZone: 'America/New_York',
      reminderDays: 3,
      mailFrom: 'QuickRefund <no-reply@quickrefund.example>',
      notifyMinutes: 5,
    });
    // 0 turns the reminders of open document requests off.
    expect(readSettings({ REMINDER_DAYS: '0' }).office.reminderDays).toBe(0);
  });

  it('reads OFFICE_TIME_ZONE as an IANA zone in its own spelling', () => {
    expect(readSettings({ OFFICE_TIME_ZONE: 'america/chicago' }).office.officeTimeZone).toBe(
      'America/Chicago',
    );
    expect(readSettings({ OFFICE_TIME_ZONE: 'UTC' }).office.officeTimeZone).toBe('UTC');
    expect(() => readSettings({ OFFICE_TIME_ZONE: 'Eastern' })).toThrow(
      /^OFFICE_TIME_ZONE must be an IANA time zone such as America\/New_York/,
    );
  });

  it('refuses a DATABASE_URL that is not postgres://, without echoing it', () => {
    expect(() => readSettings({ DATABASE_URL: 'mysql://u:secret@h/db' })).toThrow(
      /^DATABASE_URL must be a postgres:\/\/ address such as postgres:\/\/user:password@host:5432\/name$/,
    );
  });

  it('wants STAFF_EMAIL with SMTP_URL', () => {
    expect(() => readSettings({ SMTP_URL: 'smtp://mail:587' })).toThrow(
      'STAFF_EMAIL is required when SMTP_URL is set',
    );
  });
});
