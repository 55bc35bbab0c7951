import { randomBytes } from 'node:crypto';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { type AppLimits, LIMITS_VARIABLES, limitsFrom } from './config-limits';
import { CONNECTION_VARIABLES, type ConnectionLimits, connectionLimitsFrom } from './connection-limits';
import {
  broken,
  choice,
  countAboveZero,
  flag,
  isHostName,
  isMailbox,
  parseEnvironment,
  positiveNumber,
  text,
  url,
  variable,
  wholeNumber,
} from './env-variables';
import { MAPS_VARIABLES, type MapsConfig, mapsFrom } from './maps-config';
import { STORAGE_VARIABLES, type StorageConfig, storageFrom, storageProblems } from './storage-config';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded SQLite file under dataDir. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Starts every Redis key and channel name, so several deployments can share one Redis. */
  redisPrefix: string;
  appDomain: string;
  demoOwnerEmail: string;
  demoOwnerPassword: string;
  /** Signs crumbs and page-access cookies. Taken from SECRET, else kept in dataDir so restarts keep sessions valid. */
  secret: string | null;
  /** Marks cookies Secure; on when the public address is https. */
  secureCookies: boolean;
  logLevel: string;
  /** ACCESS_LOG=true logs every request, cached page hits included; off, only what goes wrong is logged. */
  accessLog: boolean;
  /**
   * The proxies in front of the server (TRUST_PROXY: addresses or CIDR ranges, comma-separated), whose
   * X-Forwarded-For names the visitor's address for rate limits. Unset: the header is ignored, so a
   * visitor cannot forge it.
   */
  trustProxy: string[];
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mail is kept in each site's outbox. */
  smtpUrl: string | null;
  /** The From of every outgoing mail. */
  mailFrom: string;
  /** Where media bytes live: 'fs' (DATA_DIR/media) or 's3' (STORAGE=s3 and the S3_* settings). */
  storage: StorageConfig;
  /** Each site's media library limit in bytes (MEDIA_QUOTA_MB, megabytes of 1,000,000 bytes). */
  mediaQuotaBytes: number;
  /** Memory the page cache may take, in bytes (PAGE_CACHE_MB): its pages and the index of those on disk. */
  pageCacheBytes: number;
  /** Disk the page cache may take under dataDir/page-cache, in bytes (PAGE_CACHE_DISK_MB); 0: memory only. */
  pageCacheDiskBytes: number;
  /** PAYMENT_PROVIDER: 'test-card' (built in, the default) or 'stripe'. */
  paymentProvider: 'test-card' | 'stripe';
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, for the stripe provider. */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** STRIPE_API_BASE: another address for Stripe's API (a local stand-in in tests). */
  stripeApiBase: string | null;
  /**
   * Whether the HTTP proof of a custom domain may fetch from loopback and private addresses
   * (DOMAIN_PROOF_PRIVATE_ADDRESSES=true). Off by default; only a test run on one machine needs it.
   */
  domainProofPrivateAddresses: boolean;
  /**
   * Whether a site's translation service may be at a loopback or private address
   * (TRANSLATION_PRIVATE_ADDRESSES=true): an operator's own LibreTranslate beside the server. Off by
   * default, so an owner cannot make the server call into its network.
   */
  translationPrivateAddresses: boolean;
  /** Sign-ups one address may start in an hour (SIGN_UPS_PER_HOUR). */
  signUpsPerHour: number;
  /** Days raw analytics events are kept (ANALYTICS_RETENTION_DAYS); the roll-ups are kept for good. */
  analyticsRetentionDays: number;
  /** Per-owner, per-site and per-page caps (config-limits.ts). */
  limits: AppLimits;
  /** Deadlines for receiving requests and the connections one address may hold (platform/http/connection-guard.ts). */
  connections: ConnectionLimits;
  /**
   * The bearer token a Prometheus scrape of GET /metrics must carry (METRICS_TOKEN). Unset: the
   * platform has no /metrics at all.
   */
  metricsToken: string | null;
  /** Map tiles and the address search (maps-config.ts). */
  maps: MapsConfig;
}

export const DEFAULT_DEMO_OWNER_EMAIL = 'owner@demo.atelier.test';
export const DEFAULT_DEMO_OWNER_PASSWORD = 'atelier-demo-owner';

/** The levels the logger knows (pino's). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const proxyEntries = (raw: string) =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The TRUST_PROXY entries the server could not read: each is compiled as the server will compile it. */
const badProxies = (raw: string) =>
  proxyEntries(raw).filter((entry) => {
    try {
      proxyAddr.compile([entry]);
      return false;
    } catch {
      return true;
    }
  });

/** Every variable the server reads, with its rule and default. */
const VARIABLES = {
  PORT: wholeNumber(3000, 0, 65535),
  HOST: variable('0.0.0.0', (raw) =>
    isHostName(raw) ? raw : broken('must be an IP address or a host name'),
  ),
  // Relative to where the command was typed: npm runs the server inside packages/server, but
  // sets INIT_CWD to the directory `npm start` was run from.
  INIT_CWD: text('.'),
  DATA_DIR: text('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/atelier', {
    hostless: true,
  }),
  REDIS_URL: url(
    ['redis:', 'rediss:'],
    'redis://host:6379, rediss://:pass@host:6380 or /path/to/redis.sock',
    {
      socketPath: true,
    },
  ),
  REDIS_PREFIX: text('atelier:'),
  APP_DOMAIN: variable('localhost', (raw) =>
    isHostName(raw) ? raw.toLowerCase() : broken('must be a host name such as sites.example.com'),
  ),
  DEMO_OWNER_EMAIL: variable(DEFAULT_DEMO_OWNER_EMAIL, (raw) =>
    isMailbox(raw) && !raw.includes('<') ? raw : broken('must be an email address'),
  ),
  DEMO_OWNER_PASSWORD: text(DEFAULT_DEMO_OWNER_PASSWORD),
  SECRET: text(null),
  SECURE_COOKIES: flag(false),
  LOG_LEVEL: choice(LOG_LEVELS, 'info'),
  ACCESS_LOG: flag(false),
  TRUST_PROXY: variable<string[]>(
    [],
    (raw) =>
      badProxies(raw).length === 0
        ? proxyEntries(raw)
        : broken(
            'must list IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated',
          ),
    (raw) =>
      badProxies(raw)
        .map((entry) => JSON.stringify(entry))
        .join(', '),
  ),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:pass@host:587 or smtps://host:465'),
  MAIL_FROM: variable<string | null>(null, (raw) =>
    isMailbox(raw) ? raw : broken('must be an address such as Studio <hello@studio.example>'),
  ),
  MEDIA_QUOTA_MB: positiveNumber(1000),
  PAGE_CACHE_MB: positiveNumber(64),
  PAGE_CACHE_DISK_MB: wholeNumber(1000, 0),
  PAYMENT_PROVIDER: choice(['test-card', 'stripe'], 'test-card'),
  STRIPE_SECRET_KEY: text(null),
  STRIPE_WEBHOOK_SECRET: text(null),
  STRIPE_API_BASE: url(['http:', 'https:'], 'https://api.stripe.com'),
  DOMAIN_PROOF_PRIVATE_ADDRESSES: flag(false),
  TRANSLATION_PRIVATE_ADDRESSES: flag(false),
  SIGN_UPS_PER_HOUR: countAboveZero(5),
  ANALYTICS_RETENTION_DAYS: wholeNumber(400, 1, 36_500),
  METRICS_TOKEN: text(null),
  ...LIMITS_VARIABLES,
  ...CONNECTION_VARIABLES,
  ...STORAGE_VARIABLES,
  ...MAPS_VARIABLES,
};

/** The names of the variables the server reads (README.md, "Configuration", lists each). */
export const VARIABLE_NAMES: readonly string[] = Object.keys(VARIABLES);

/**
 * The environment, as the server reads it, turned into the AppConfig. A bad value fails the parse
 * with a message naming the variable and the value.
 */
const Environment = z
  .object(VARIABLES)
  .superRefine((env, ctx) => {
    const problems = storageProblems(env);
    if (env.PAYMENT_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET))
      problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
  })
  .transform((env): AppConfig => {
    const dataDir = path.resolve(env.INIT_CWD, env.DATA_DIR);
    return {
      port: env.PORT,
      host: env.HOST,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      redisPrefix: env.REDIS_PREFIX,
      appDomain: env.APP_DOMAIN,
      demoOwnerEmail: env.DEMO_OWNER_EMAIL,
      demoOwnerPassword: env.DEMO_OWNER_PASSWORD,
      secret: env.SECRET,
      secureCookies: env.SECURE_COOKIES,
      logLevel: env.LOG_LEVEL,
      accessLog: env.ACCESS_LOG,
      trustProxy: env.TRUST_PROXY,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? `Atelier <no-reply@${env.APP_DOMAIN}>`,
      storage: storageFrom(env, dataDir),
      mediaQuotaBytes: Math.round(env.MEDIA_QUOTA_MB * 1_000_000),
      pageCacheBytes: Math.round(env.PAGE_CACHE_MB * 1_000_000),
      pageCacheDiskBytes: env.PAGE_CACHE_DISK_MB * 1_000_000,
      paymentProvider: env.PAYMENT_PROVIDER,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      domainProofPrivateAddresses: env.DOMAIN_PROOF_PRIVATE_ADDRESSES,
      translationPrivateAddresses: env.TRANSLATION_PRIVATE_ADDRESSES,
      signUpsPerHour: env.SIGN_UPS_PER_HOUR,
      analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
      limits: limitsFrom(env),
      connections: connectionLimitsFrom(env),
      metricsToken: env.METRICS_TOKEN,
      maps: mapsFrom(env),
    };
  });

/** The configuration from the environment; throws a ConfigError naming each bad variable and its value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return parseEnvironment(Environment, env);
}

export const randomSecret = (): string => randomBytes(32).toString('base64url');
