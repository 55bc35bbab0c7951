import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@atelier/server';
import { loadConfig } from '@atelier/server/config/config';
import { pageWithBlocks } from '@atelier/server/modules/forms/forms.test-support';
import type { Database } from '@atelier/server/platform/db/database';
import { openTestDatabase } from '@atelier/server/platform/db/test-databases';
import { seedDemo } from '@atelier/server/seed/demo';
import { TestClient } from '@atelier/server/testing/test-app';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { formBlock } from './support/forms';

/**
 * One owner attacks another over real https on a registrable domain (atelier.test, mapped to this
 * machine in Chromium): the attacker's site plants cookies on the parent domain, as a script on a
 * sibling host can, and tries to do it from its post-submit HTML too. The victim owner keeps
 * working in the editor and on the platform home.
 */
const DOMAIN = 'atelier.test';
const slow = { timeout: 20_000 };
const NOTE = { id: 'note-1a2b3c4d', type: 'text', title: 'Note', required: true } as const;

/** Cookies every sibling host can set for the parent domain, shadowing the platform's at longer paths. */
const TOSS = [
  `atelier_session=TOSSED; domain=${DOMAIN}; path=/api`,
  `atelier_session=TOSSED; domain=${DOMAIN}; path=/`,
  `crumb=TOSSED.x; domain=${DOMAIN}; path=/config`,
  `crumb=TOSSED.x; domain=${DOMAIN}; path=/api`,
  `__Host-atelier_session=TOSSED; domain=${DOMAIN}; path=/; secure`,
  `atelier_presession=TOSSED; domain=${DOMAIN}; path=/api`,
];
const TOSS_SCRIPT = TOSS.map((cookie) => `document.cookie=${JSON.stringify(cookie)};`).join('');

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${DOMAIN}`,
      '-addext',
      `subjectAltName=DNS:${DOMAIN},DNS:*.${DOMAIN}`,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** The TLS-terminating proxy a deployment puts in front: it names the scheme and the client. */
function httpsProxy(target: number, tls: { key: Buffer; cert: Buffer }): Promise<https.Server> {
  const proxy = https.createServer(tls, (request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

describe('cookie tossing between sibling sites, over https', () => {
  let app: FastifyInstance;
  let database: Database;
  let proxy: https.Server;
  let browser: Browser;
  let victim: BrowserContext;
  let port: number;
  let dir: string;
  const url = (host: string, route = '/') => `https://${host}:${port}${route}`;
  const config = loadConfig({ APP_DOMAIN: DOMAIN, TRUST_PROXY: '127.0.0.1' });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-tls-'));
    database = await openTestDatabase(process.env.E2E_DATABASE_URL ?? null);
    app = await buildApp({ config: { ...config, secret: 'e2e-secret', dataDir: '/nonexistent' }, database });
    await seedDemo(app);
    await app.listen({ port: 0, host: '127.0.0.1' });

    // The attacker: an owner with a site of their own whose form runs their post-submit HTML.
    const home = new TestClient(app, DOMAIN);
    await home.signUp('mallory@attacker.test');
    const created = await home.request('POST', '/api/platform/sites', {
      title: 'Mallory',
      identifier: 'mallory',
      templateId: 'studio',
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = new TestClient(app, `mallory.${DOMAIN}`);
    expect((await site.signIn('mallory@attacker.test')).statusCode).toBe(200);
    await pageWithBlocks(site, 'win', [
      formBlock({
        title: 'Win a prize',
        fields: [NOTE],
        postSubmit: {
          kind: 'html',
          html: `<p id="prize">You won!</p><script>try{${TOSS_SCRIPT}document.getElementById("prize").dataset.tossed="yes"}catch(e){document.getElementById("prize").dataset.tossed="blocked: "+e.name}</script>`,
        },
      }) as { type: number; settings: object },
    ]);

    proxy = await httpsProxy((app.server.address() as AddressInfo).port, selfSignedCertificate(dir));
    port = (proxy.address() as AddressInfo).port;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--ignore-certificate-errors',
        `--host-resolver-rules=MAP *.${DOMAIN} 127.0.0.1, MAP ${DOMAIN} 127.0.0.1`,
      ],
    });
    victim = await browser.newContext({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => proxy?.close(resolve));
    await app?.close();
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function signInToEditor(): Promise<Page> {
    const editor = await victim.newPage();
    await editor.goto(url(`demo.${DOMAIN}`, '/config/'));
    const list = editor.getByTestId('pages-list');
    await list.or(editor.getByLabel('Email')).first().waitFor(slow);
    if (!(await list.isVisible())) {
      await editor.getByLabel('Email').fill(config.demoOwnerEmail);
      await editor.getByLabel('Password').fill(config.demoOwnerPassword);
      await editor.getByRole('button', { name: 'Sign in' }).click();
    }
    await expect
      .poll(() => editor.getByTestId('pages-list').getByRole('link').count(), slow)
      .toBeGreaterThan(0);
    return editor;
  }

  async function editHeading(editor: Page, text: string): Promise<void> {
    await editor
      .getByRole('button', { name: /^Heading / })
      .first()
      .click();
    await editor.getByLabel('Heading text').fill(text);
    await expect.poll(() => editor.getByTestId('save-status').innerText(), slow).toBe('Saved');
  }

  it('keeps the session in a __Host- cookie and sends HSTS', async () => {
    const editor = await signInToEditor();
    const cookies = await victim.cookies(url(`demo.${DOMAIN}`));
    const session = cookies.find((cookie) => cookie.name === '__Host-atelier_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', domain: `demo.${DOMAIN}` });
    const hsts = await editor.evaluate(async () =>
      (await fetch('/api/auth/session')).headers.get('strict-transport-security'),
    );
    expect(hsts).toMatch(/max-age=/);
    await editor.close();
  });

  it("runs the attacker's post-submit script sandboxed, where it cannot set a cookie", async () => {
    const page = await victim.newPage();
    await page.goto(url(`mallory.${DOMAIN}`, '/win'));
    await page.getByLabel('Note (required)', { exact: true }).fill('hello');
    await page.getByRole('button', { name: 'Send' }).click();
    const prize = page.frameLocator('iframe.form-block__post-submit-frame').locator('#prize');
    await expect.poll(() => prize.getAttribute('data-tossed'), slow).toMatch(/^blocked: SecurityError/);
    const planted = (await victim.cookies()).filter((cookie) => cookie.value.startsWith('TOSSED'));
    expect(planted).toEqual([]);
    await screenshot(page, 'tossing-post-submit');
    await page.close();
  });

  it('ignores cookies a script on a sibling host planted: the owner keeps saving, and sign-out clears them', async () => {
    // The attack as it would run from any script on the attacker's own host.
    const sibling = await victim.newPage();
    await sibling.goto(url(`mallory.${DOMAIN}`, '/'));
    await sibling.evaluate((cookies) => {
      // biome-ignore lint/suspicious/noDocumentCookie: planting cookies is the attack under test
      for (const cookie of cookies) document.cookie = cookie;
    }, TOSS);
    // The browser writes script-set cookies to its store on its own time: wait until it has.
    const planted = async () =>
      (await victim.cookies())
        .filter((cookie) => cookie.value.startsWith('TOSSED'))
        .map((cookie) => `${cookie.name} ${cookie.domain} ${cookie.path}`)
        .sort();
    // Chromium takes all but the __Host- one, which it refuses with a Domain attribute.
    await expect
      .poll(planted, slow)
      .toEqual([
        `atelier_presession .${DOMAIN} /api`,
        `atelier_session .${DOMAIN} /`,
        `atelier_session .${DOMAIN} /api`,
        `crumb .${DOMAIN} /api`,
        `crumb .${DOMAIN} /config`,
      ]);

    const editor = await signInToEditor();
    // The editor page itself sees the planted crumb first, and still saves.
    expect(await editor.evaluate(() => document.cookie.split('; ')[0])).toBe('crumb=TOSSED.x');
    await editHeading(editor, 'Still mine');
    await editor.reload();
    await expect
      .poll(() => editor.getByTestId('pages-list').getByRole('link').count(), slow)
      .toBeGreaterThan(0);
    await editHeading(editor, 'Still mine after a reload');
    await screenshot(editor, 'tossing-editor');

    // The platform home: signed in, and signing out there clears what the attacker planted.
    const home = await victim.newPage();
    await home.goto(url(DOMAIN));
    const login = await home.evaluate(
      async ({ email, password }) => {
        const session = await (await fetch('/api/auth/session')).json();
        const answer = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.crumb },
          body: JSON.stringify({ email, password }),
        });
        return answer.status;
      },
      { email: config.demoOwnerEmail, password: config.demoOwnerPassword },
    );
    expect(login).toBe(200);
    const me = await home.evaluate(
      async () => (await (await fetch('/api/auth/session')).json()).account?.email,
    );
    expect(me).toBe(config.demoOwnerEmail);
    const logout = await home.evaluate(async () => {
      const session = await (await fetch('/api/auth/session')).json();
      return (await fetch('/api/auth/Logout', { method: 'POST', headers: { 'x-csrf-token': session.crumb } }))
        .status;
    });
    expect(logout).toBe(200);
    await expect.poll(planted, slow).toEqual([]);
    await Promise.all([sibling.close(), editor.close(), home.close()]);
  });

  it('refuses a login form posted to the platform from a sibling site, with a crumb the attacker got', async () => {
    const attacker = new TestClient(app, DOMAIN);
    const crumb = (await attacker.request('GET', '/api/auth/session')).json().crumb as string;
    // The attacker's own page on their host (served as they wish, with no policy of ours).
    const page = await victim.newPage();
    const attackPage = url(`mallory.${DOMAIN}`, '/attack');
    await page.route(attackPage, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${url(DOMAIN, '/api/auth/login')}"><input name="email" value="mallory@attacker.test"><input name="password" value="correct horse battery"><input name="crumb" value="${crumb}"></form><script>document.forms[0].submit()</script>`,
      }),
    );
    const answer = page.waitForResponse(url(DOMAIN, '/api/auth/login'));
    await page.goto(attackPage);
    const response = await answer;
    expect(response.status()).toBe(403);
    expect((await response.json()).code).toBe('cross_origin');
    const signedIn = (await victim.cookies(url(DOMAIN))).some(
      (cookie) => cookie.name === '__Host-atelier_session',
    );
    expect(signedIn).toBe(false);
    await page.close();
  });
});
