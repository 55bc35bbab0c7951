import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_OWNER_EMAIL, DEFAULT_DEMO_OWNER_PASSWORD, loadConfig, VARIABLE_NAMES } from './config';
import { DEFAULT_LIMITS, loadLimits } from './config-limits';
import { DEFAULT_CONNECTION_LIMITS } from './connection-limits';
import { ConfigError } from './env-variables';

const README = fileURLToPath(new URL('../../../../README.md', import.meta.url));

/** The message loading this environment fails with. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('the environment schema', () => {
  it('gives every setting its default when the environment is empty', () => {
    const dataDir = path.resolve('data');
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: null,
      redisUrl: null,
      redisPrefix: 'atelier:',
      appDomain: 'localhost',
      demoOwnerEmail: DEFAULT_DEMO_OWNER_EMAIL,
      demoOwnerPassword: DEFAULT_DEMO_OWNER_PASSWORD,
      secret: null,
      secureCookies: false,
      logLevel: 'info',
      accessLog: false,
      trustProxy: [],
      smtpUrl: null,
      mailFrom: 'Atelier <no-reply@localhost>',
      storage: { kind: 'fs', dataDir, s3: { bucket: '' } },
      mediaQuotaBytes: 1_000_000_000,
      pageCacheBytes: 64_000_000,
      pageCacheDiskBytes: 1_000_000_000,
      paymentProvider: 'test-card',
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      stripeApiBase: null,
      domainProofPrivateAddresses: false,
      translationPrivateAddresses: false,
      signUpsPerHour: 5,
      analyticsRetentionDays: 400,
      limits: DEFAULT_LIMITS,
      connections: DEFAULT_CONNECTION_LIMITS,
      metricsToken: null,
      maps: {
        tilesFile: 'sample',
        tileUrl: null,
        tileAttribution: '© OpenStreetMap contributors',
        geocoderUrl: null,
      },
    });
  });

  it('takes an empty variable as unset, as a shell line `PORT=` means', () => {
    const empty = Object.fromEntries(VARIABLE_NAMES.map((name) => [name, '']));
    expect(loadConfig(empty)).toEqual(loadConfig({}));
  });

  it('reads every variable into its setting', () => {
    const config = loadConfig({
      SECRET: 'a secret',
      SECURE_COOKIES: 'true',
      LOG_LEVEL: 'warn',
      ACCESS_LOG: 'true',
      REDIS_PREFIX: 'staging:',
      MEDIA_QUOTA_MB: '2.5',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      DOMAIN_PROOF_PRIVATE_ADDRESSES: 'false',
      TRANSLATION_PRIVATE_ADDRESSES: 'false',
      SIGN_UPS_PER_HOUR: '20',
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
      BODY_TIMEOUT_MS: '3000',
      BODY_MIN_BYTES_PER_SECOND: '4',
      MAX_CONNECTIONS_PER_ADDRESS: '5',
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_PREFIX: 'atelier/',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
      DATABASE_URL: 'postgres:///atelier?host=/var/run/postgresql',
      REDIS_URL: '/run/redis.sock',
      METRICS_TOKEN: 'scrape-token',
    });
    expect(config).toMatchObject({
      secret: 'a secret',
      secureCookies: true,
      logLevel: 'warn',
      accessLog: true,
      redisPrefix: 'staging:',
      mediaQuotaBytes: 2_500_000,
      paymentProvider: 'stripe',
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      stripeApiBase: 'http://127.0.0.1:12111',
      domainProofPrivateAddresses: false,
      translationPrivateAddresses: false,
      signUpsPerHour: 20,
      connections: {
        headersTimeoutMs: 1000,
        requestTimeoutMs: 2000,
        bodyTimeoutMs: 3000,
        bodyMinBytesPerSecond: 4,
        maxConnectionsPerAddress: 5,
      },
      storage: {
        kind: 's3',
        s3: {
          bucket: 'media',
          prefix: 'atelier/',
          endpoint: 'http://minio:9000',
          region: 'eu-west-1',
          accessKeyId: 'key',
          secretAccessKey: 'secret',
          forcePathStyle: false,
        },
      },
      databaseUrl: 'postgres:///atelier?host=/var/run/postgresql',
      redisUrl: '/run/redis.sock',
      metricsToken: 'scrape-token',
    });
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/255.0.0.0, ::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/255.0.0.0',
      '::1',
    ]);
  });

  // Each variable that has a rule, with a value that breaks it and that value as the message shows it.
  const BAD_VALUES: [variable: string, value: string, shown: string][] = [
    ['PORT', '65536', '"65536"'],
    ['PORT', '80.5', '"80.5"'],
    ['HOST', 'my host', '"my host"'],
    ['DATABASE_URL', 'mysql://root:hunter2@db/atelier', '"mysql://root:***@db/atelier"'],
    ['REDIS_URL', 'http://cache:6379', '"http://cache:6379"'],
    ['APP_DOMAIN', 'https://sites.example', '"https://sites.example"'],
    ['DEMO_OWNER_EMAIL', 'owner', '"owner"'],
    ['SECURE_COOKIES', 'yes', '"yes"'],
    ['LOG_LEVEL', 'verbose', '"verbose"'],
    ['ACCESS_LOG', '1', '"1"'],
    ['TRUST_PROXY', '10.0.0.0/8, proxy.internal', '"proxy.internal"'],
    ['SMTP_URL', 'http://user:hunter2@mail.example', '"http://user:***@mail.example"'],
    ['MAIL_FROM', 'Studio', '"Studio"'],
    ['MEDIA_QUOTA_MB', '0', '"0"'],
    ['MEDIA_QUOTA_MB', 'lots', '"lots"'],
    ['PAGE_CACHE_MB', '0', '"0"'],
    ['PAGE_CACHE_DISK_MB', '-1', '"-1"'],
    ['PAGE_CACHE_DISK_MB', '1.5', '"1.5"'],
    ['PAYMENT_PROVIDER', 'paypal', '"paypal"'],
    ['STRIPE_API_BASE', 'ftp://stripe.local', '"ftp://stripe.local"'],
    ['DOMAIN_PROOF_PRIVATE_ADDRESSES', 'on', '"on"'],
    ['TRANSLATION_PRIVATE_ADDRESSES', 'yes', '"yes"'],
    ['SIGN_UPS_PER_HOUR', '0', '"0"'],
    ['ANALYTICS_RETENTION_DAYS', '0', '"0"'],
    ['MAX_SITES_PER_OWNER', '100001', '"100001"'],
    ['MAX_PAGES_PER_SITE', '251', '"251"'],
    ['MAX_FORMS_PER_PAGE', '0', '"0"'],
    ['REPORT_BYTES_PER_SITE_PER_DAY', '1.5', '"1.5"'],
    ['HEADERS_TIMEOUT_MS', '0', '"0"'],
    ['REQUEST_TIMEOUT_MS', 'soon', '"soon"'],
    ['BODY_TIMEOUT_MS', '-5', '"-5"'],
    ['BODY_MIN_BYTES_PER_SECOND', '0.5', '"0.5"'],
    ['MAX_CONNECTIONS_PER_ADDRESS', 'many', '"many"'],
    ['STORAGE', 'gcs', '"gcs"'],
    ['S3_ENDPOINT', 'ftp://minio:9000', '"ftp://minio:9000"'],
    ['S3_FORCE_PATH_STYLE', 'TRUE', '"TRUE"'],
    [
      'MAP_TILE_URL',
      'http://tiles.example.org/{z}/{x}/{y}.png',
      '"http://tiles.example.org/{z}/{x}/{y}.png"',
    ],
    ['GEOCODER_URL', 'ftp://geo.example', '"ftp://geo.example"'],
  ];

  it.each(BAD_VALUES)('refuses %s=%s, naming the variable and the value', (variable, value, shown) => {
    const message = refusal({ [variable]: value });
    expect(message).toMatch(new RegExp(`^${variable} must `));
    expect(message).toContain(`got ${shown}`);
  });

  it('has a bad value tested for every variable with a rule; the others are free text', () => {
    const freeText = [
      'INIT_CWD',
      'DATA_DIR',
      'REDIS_PREFIX',
      'DEMO_OWNER_PASSWORD',
      'SECRET',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'S3_BUCKET',
      'S3_PREFIX',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'METRICS_TOKEN',
      'MAP_TILES_FILE',
      'MAP_TILE_ATTRIBUTION',
    ];
    const tested = new Set(BAD_VALUES.map(([variable]) => variable));
    expect(VARIABLE_NAMES.filter((name) => !tested.has(name)).sort()).toEqual(freeText.sort());
    for (const name of freeText) expect(() => loadConfig({ [name]: ' any text: 1 ' })).not.toThrow();
  });

  it('never shows a password that a mistyped address may hold', () => {
    for (const value of [
      'smtp://user:hunter2',
      'user:hunter2@mail.example:587',
      'smtp://user:hunter2@',
      'http://user:hunter2@mail.example',
      'smtp://user:hun%20ter2@mail example',
    ]) {
      const message = refusal({ SMTP_URL: value });
      expect(message).toMatch(
        /^SMTP_URL must look like smtp:\/\/user:pass@host:587 or smtps:\/\/host:465, got /,
      );
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('hun%20ter2');
    }
    expect(refusal({ REDIS_URL: 'http://:hunter2@cache' })).not.toContain('hunter2');
    expect(refusal({ REDIS_URL: 'http://:hunter2@cache/hunter2' })).not.toContain('hunter2');
    expect(refusal({ DATABASE_URL: 'mysql://db/atelier?password=hunter2' })).not.toContain('hunter2');
  });

  it('names every bad variable at once', () => {
    const message = refusal({ PORT: 'eighty', STORAGE: 'gcs', SIGN_UPS_PER_HOUR: 'x' });
    expect(message.split('\n')).toEqual([
      'The environment has 3 bad settings:',
      '  PORT must be a whole number from 0 to 65535, got "eighty"',
      '  SIGN_UPS_PER_HOUR must be a whole number above 0, got "x"',
      '  STORAGE must be fs or s3, got "gcs"',
    ]);
  });

  it('refuses settings that need another: S3 without a bucket, Stripe without its keys', () => {
    expect(refusal({ STORAGE: 's3' })).toBe('STORAGE=s3 needs S3_BUCKET');
    expect(refusal({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toBe(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  });

  it('reads the caps alone with the same rules', () => {
    expect(loadLimits({})).toEqual(DEFAULT_LIMITS);
    expect(loadLimits({ MAX_FORMS_PER_PAGE: '7' }).formsPerPage).toBe(7);
    expect(() => loadLimits({ MAX_FORMS_PER_PAGE: '101' })).toThrow(
      'MAX_FORMS_PER_PAGE must be a whole number from 1 to 100, got "101"',
    );
  });

  it('is documented: the README configuration table lists every variable the server reads', () => {
    const readme = fs.readFileSync(README, 'utf8');
    const start = readme.indexOf('## Configuration');
    expect(start, 'README.md has a "## Configuration" section').toBeGreaterThan(-1);
    const table = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const listed = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) =>
          [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]),
        ),
    );
    // INIT_CWD is npm's own: `npm start` sets it to the directory it was typed in.
    expect(VARIABLE_NAMES.filter((name) => name !== 'INIT_CWD' && !listed.has(name))).toEqual([]);
  });
});
