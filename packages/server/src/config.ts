import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type AppLimits, loadLimits } from './config-limits';

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
  /** Per-owner, per-site and per-page caps (config-limits.ts). */
  limits: AppLimits;
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
  return {
    port,
    host: env.HOST || '0.0.0.0',
    // Relative to where the command was typed: npm runs the server inside packages/server, but
    // sets INIT_CWD to the directory `npm start` was run from.
    dataDir: path.resolve(env.INIT_CWD || '.', env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'atelier:',
    appDomain,
    demoOwnerEmail: env.DEMO_OWNER_EMAIL || DEFAULT_DEMO_OWNER_EMAIL,
    demoOwnerPassword: env.DEMO_OWNER_PASSWORD || DEFAULT_DEMO_OWNER_PASSWORD,
    secret: env.SECRET || null,
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    smtpUrl,
    mailFrom: env.MAIL_FROM || `Atelier <no-reply@${appDomain}>`,
    limits: loadLimits(env),
  };
}

function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

export const randomSecret = (): string => randomBytes(32).toString('base64url');
