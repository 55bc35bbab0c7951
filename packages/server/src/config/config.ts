import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type AppLimits, loadLimits } from './config-limits';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './connection-limits';
import type { StorageConfig } from './storage-config';

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
  /** Sign-ups one address may start in an hour (SIGN_UPS_PER_HOUR). */
  signUpsPerHour: number;
  /** Per-owner, per-site and per-page caps (config-limits.ts). */
  limits: AppLimits;
  /** Deadlines for receiving requests and the connections one address may hold (plugins/connection-guard.ts). */
  connections: ConnectionLimits;
}

export const DEFAULT_DEMO_OWNER_EMAIL = 'owner@demo.atelier.test';
export const DEFAULT_DEMO_OWNER_PASSWORD = 'atelier-demo-owner';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !isSmtpUrl(smtpUrl)) {
    // Not echoed: it may hold a password.
    throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465');
  }
  const appDomain = (env.APP_DOMAIN || 'localhost').toLowerCase();
  const dataDir = path.resolve(env.INIT_CWD || '.', env.DATA_DIR || './data');
  const quotaMb = env.MEDIA_QUOTA_MB ? Number(env.MEDIA_QUOTA_MB) : 1000;
  if (!Number.isFinite(quotaMb) || quotaMb <= 0) {
    throw new Error(`MEDIA_QUOTA_MB must be a positive number, got "${env.MEDIA_QUOTA_MB}"`);
  }
  if (env.STORAGE && env.STORAGE !== 'fs' && env.STORAGE !== 's3') {
    throw new Error(`STORAGE must be fs or s3, got "${env.STORAGE}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    // Relative to where the command was typed: npm runs the server inside packages/server, but
    // sets INIT_CWD to the directory `npm start` was run from.
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'atelier:',
    appDomain,
    demoOwnerEmail: env.DEMO_OWNER_EMAIL || DEFAULT_DEMO_OWNER_EMAIL,
    demoOwnerPassword: env.DEMO_OWNER_PASSWORD || DEFAULT_DEMO_OWNER_PASSWORD,
    secret: env.SECRET || null,
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    accessLog: env.ACCESS_LOG === 'true',
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    smtpUrl,
    mailFrom: env.MAIL_FROM || `Atelier <no-reply@${appDomain}>`,
    storage: {
      kind: env.STORAGE === 's3' ? 's3' : 'fs',
      dataDir,
      s3: {
        bucket: env.S3_BUCKET ?? '',
        prefix: env.S3_PREFIX || undefined,
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : undefined,
      },
    },
    mediaQuotaBytes: Math.round(quotaMb * 1_000_000),
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER),
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    stripeApiBase: env.STRIPE_API_BASE || null,
    domainProofPrivateAddresses: env.DOMAIN_PROOF_PRIVATE_ADDRESSES === 'true',
    signUpsPerHour: positiveInteger(env.SIGN_UPS_PER_HOUR, 'SIGN_UPS_PER_HOUR', 5),
    limits: loadLimits(env),
    connections: {
      headersTimeoutMs: positiveInteger(
        env.HEADERS_TIMEOUT_MS,
        'HEADERS_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.headersTimeoutMs,
      ),
      requestTimeoutMs: positiveInteger(
        env.REQUEST_TIMEOUT_MS,
        'REQUEST_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.requestTimeoutMs,
      ),
      bodyTimeoutMs: positiveInteger(
        env.BODY_TIMEOUT_MS,
        'BODY_TIMEOUT_MS',
        DEFAULT_CONNECTION_LIMITS.bodyTimeoutMs,
      ),
      bodyMinBytesPerSecond: positiveInteger(
        env.BODY_MIN_BYTES_PER_SECOND,
        'BODY_MIN_BYTES_PER_SECOND',
        DEFAULT_CONNECTION_LIMITS.bodyMinBytesPerSecond,
      ),
      maxConnectionsPerAddress: positiveInteger(
        env.MAX_CONNECTIONS_PER_ADDRESS,
        'MAX_CONNECTIONS_PER_ADDRESS',
        DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress,
      ),
    },
  };
}

function paymentProvider(value: string | undefined): AppConfig['paymentProvider'] {
  if (!value || value === 'test-card') return 'test-card';
  if (value === 'stripe') return 'stripe';
  throw new Error(`PAYMENT_PROVIDER must be test-card or stripe, got "${value}"`);
}

function positiveInteger(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

export const randomSecret = (): string => randomBytes(32).toString('base64url');
