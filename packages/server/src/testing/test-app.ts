import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import type { Database } from '#platform/db/database';
import { FsBlobStore } from '#platform/storage/fs-blob-store';

export const TEST_SECRET = 'test-secret-for-signing-crumbs';

/** The app over a test database, on the default app domain `localhost`; no port is opened. */
export async function createTestApp(
  database: Database,
  env: NodeJS.ProcessEnv = {},
  options: Pick<import('#app').AppOptions, 'domainVerifier' | 'blobs' | 'jobClock'> = {},
): Promise<FastifyInstance> {
  // Tests sign many accounts up from one address; a test of the cap sets SIGN_UPS_PER_HOUR itself.
  const config = {
    ...loadConfig({ SIGN_UPS_PER_HOUR: '100000', ...env }),
    secret: TEST_SECRET,
    dataDir: '/nonexistent',
  };
  // Media bytes go to a scratch directory removed with the app.
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'atelier-test-media-'));
  const app = await buildApp({ config, database, blobs: new FsBlobStore(mediaDir), ...options });
  app.addHook('onClose', async () => rmSync(mediaDir, { recursive: true, force: true }));
  return app;
}

/**
 * A browser-like client for app.inject(): keeps cookies per client and sends the crumb cookie
 * back as the X-CSRF-Token header, as the editor does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'localhost',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: { crumb?: boolean; headers?: Record<string, string>; form?: boolean; payload?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: this.host, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = this.cookies.get('crumb');
    if (options.crumb !== false && crumb && method !== 'GET') headers['x-csrf-token'] = crumb;
    let payload: string | undefined = options.payload;
    if (body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const response = await this.app.inject({ method, url, headers, payload });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /**
   * Signs up a new account as a person would: asks for it, follows the link in the confirmation
   * mail, and signs in.
   */
  async signUp(
    email: string,
    password = 'correct horse battery',
    displayName = 'Owner',
  ): Promise<{ id: string }> {
    await this.request('GET', '/api/auth/session');
    const response = await this.request('POST', '/api/auth/signup', { email, password, displayName });
    if (response.statusCode !== 202) throw new Error(`sign-up failed: ${response.body}`);
    const link = await confirmationLink(this.app, email);
    const verified = await this.request('GET', new URL(link).pathname + new URL(link).search);
    if (verified.headers.location !== '/?verified=1') throw new Error(`verification failed: ${link}`);
    const signIn = await this.signIn(email, password);
    if (signIn.statusCode !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.body}`);
    return signIn.json().account;
  }

  async signIn(email: string, password = 'correct horse battery'): Promise<LightMyRequestResponse> {
    await this.request('GET', '/api/auth/session');
    return this.request('POST', '/api/auth/login', { email, password });
  }
}

/** The link in the latest sign-up confirmation mail to an address. */
export async function confirmationLink(app: FastifyInstance, email: string): Promise<string> {
  const mail = await app.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to', '=', email.toLowerCase())
    .where('kind', '=', 'account-verification')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify\?token=\S+/)?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  return link;
}

/**
 * Signs up an owner on the platform home, creates a site there, and returns a client signed in on
 * the site's own host (cookies are per host, as in a browser).
 */
export async function ownerWithSite(
  app: FastifyInstance,
  email: string,
  identifier: string,
  templateId = 'studio',
) {
  const home = new TestClient(app, 'localhost');
  const account = await home.signUp(email);
  const response = await home.request('POST', '/api/platform/sites', {
    title: `Site ${identifier}`,
    identifier,
    templateId,
  });
  if (response.statusCode !== 201) throw new Error(`create site failed: ${response.body}`);
  const site = new TestClient(app, `${identifier}.localhost`);
  const signIn = await site.signIn(email);
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { account, siteId: response.json().site.id as string, home, site };
}

/** Resolves once the clock has moved past the current millisecond, so the next timestamp sorts after. */
export async function clockMoved(): Promise<void> {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now), { interval: 1 });
}
