import type { AddressInfo } from 'node:net';
import { buildApp } from '@atelier/server';
import { loadConfig } from '@atelier/server/config/config';
import { DEFAULT_LIMITS } from '@atelier/server/config/config-limits';
import { Visitor } from '@atelier/server/modules/forms/forms.test-support';
import type { Database } from '@atelier/server/platform/db/database';
import { openTestDatabase } from '@atelier/server/platform/db/test-databases';
import { seedDemo } from '@atelier/server/seed/demo';
import { TestClient } from '@atelier/server/testing/test-app';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openStore, topBarAction } from './support/editor';
import { newId } from './support/pages';
import { payloadDocument, saveAndPublish } from './support/xss-fields';
import { type Payload, pack, xssPayloads } from './support/xss-payloads';
import { XssWatch } from './support/xss-watch';

/**
 * More than 500 script-injection payloads stored in every field an owner or a visitor controls
 * that reaches a published page, the platform home or the editor, each view rendered in Chromium:
 * none may run, and none may leave markup that could run later.
 */
const PAYLOADS = xssPayloads();
const CHUNK = 50;
const chunks = (list: readonly Payload[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

describe('script injection in every owner and visitor field', () => {
  let app: FastifyInstance;
  let database: Database;
  let browser: Browser;
  let visitorContext: BrowserContext;
  let ownerContext: BrowserContext;
  let visitor: Page;
  let editor: Page;
  let owner: TestClient;
  let home: TestClient;
  let port: number;
  const watch = new XssWatch();
  const stored = { values: 0, refusedLinks: 0 };
  const site = (path = '/') => `http://demo.localhost:${port}${path}`;

  /** Renders a path for a visitor with no cookies (so the cookie banner shows) and scans it. */
  async function view(path: string, label: string): Promise<string> {
    await visitorContext.clearCookies();
    const response = await visitor.goto(site(path), { waitUntil: 'load' });
    expect(response?.status(), `${label}: ${path}`).toBeLessThan(500);
    await watch.scan(visitor, label);
    return visitor.evaluate(() => document.body.textContent ?? '');
  }

  async function openEditor(frameUrl = '/'): Promise<void> {
    await editor.goto(site(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`), { waitUntil: 'load' });
    await editor.getByRole('heading', { name: 'Pages' }).waitFor();
    const frame = editor.frameLocator('iframe').first();
    await frame.locator('body').waitFor();
  }

  beforeAll(async () => {
    database = await openTestDatabase(process.env.E2E_DATABASE_URL ?? null);
    const config = {
      ...loadConfig({}),
      secret: 'e2e-secret',
      dataDir: '/nonexistent',
      limits: { ...DEFAULT_LIMITS, pagesPerSite: 250, sitesPerOwner: 250 },
    };
    app = await buildApp({ config, database });
    await seedDemo(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    owner = new TestClient(app, 'demo.localhost');
    expect((await owner.signIn(config.demoOwnerEmail, config.demoOwnerPassword)).statusCode).toBe(200);
    home = new TestClient(app, 'localhost');
    expect((await home.signIn(config.demoOwnerEmail, config.demoOwnerPassword)).statusCode).toBe(200);

    browser = await launchBrowser();
    visitorContext = await browser.newContext();
    ownerContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await watch.attach(visitorContext);
    await watch.attach(ownerContext);
    visitor = await visitorContext.newPage();
    editor = await ownerContext.newPage();
    await editor.goto(site('/config/'));
    await editor.getByLabel('Email').fill(config.demoOwnerEmail);
    await editor.getByLabel('Password').fill(config.demoOwnerPassword);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('heading', { name: 'Pages' }).waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  it('has more than 500 distinct payloads, and a hook that sees one run', async () => {
    expect(new Set(PAYLOADS.map((p) => p.text)).size).toBe(PAYLOADS.length);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(500);
    // The control: payloads written straight into a blank page run, and the watch reports each way.
    const control = await visitorContext.newPage();
    await control.setContent(
      '<img src=x onerror=__xss(-1)><script>alert(-2)</script><p onclick="__xss(-3)">x</p>',
    );
    await expect.poll(() => watch.executions.length).toBe(2);
    await watch.scan(control, 'control');
    expect(watch.dangerousMarkup).toHaveLength(2);
    await control.close();
    watch.executions.length = 0;
    watch.dangerousMarkup.length = 0;
    watch.views = 0;
  });

  it('runs none from the site title, tagline, footer, site description and cookie banner text', async () => {
    const titles = pack(PAYLOADS, 120);
    const taglines = pack(PAYLOADS, 200);
    const footers = pack(PAYLOADS, 1000);
    const descriptions = pack(PAYLOADS, 300);
    const banners = pack(PAYLOADS, 4000);
    const rounds = Math.max(
      titles.length,
      taglines.length,
      footers.length,
      descriptions.length,
      banners.length,
    );
    for (let i = 0; i < rounds; i++) {
      const title = titles[i] ?? 'Riverside Studio';
      const tagline = taglines[i] ?? '';
      const footer = footers[i] ?? '';
      const patched = await owner.request('PATCH', '/api/config/site', { title });
      expect(patched.statusCode, patched.body).toBe(200);
      const headerFooter = await owner.request('PUT', '/api/site-header-footer', {
        header: { title, tagline },
        footer: { text: footer },
      });
      expect(headerFooter.statusCode, headerFooter.body).toBe(200);
      if (descriptions[i]) {
        const seo = await owner.request('PUT', '/api/config/seo', { description: descriptions[i] });
        expect(seo.statusCode, seo.body).toBe(200);
      }
      if (banners[i]) {
        const banner = await owner.request('PUT', '/api/config/cookie-banner', {
          settings: { isCookieBannerEnabled: true, cookieBannerText: banners[i] },
        });
        expect(banner.statusCode, banner.body).toBe(200);
      }
      stored.values += 3 + (descriptions[i] ? 1 : 0) + (banners[i] ? 1 : 0);
      const text = await view(i === 0 ? '/' : '/plain', `site fields round ${i}`);
      // The values reached the page, as text.
      expect(text).toContain(title.trim());
      if (footer) expect(text).toContain(footer.trim().slice(0, 40));
      if (i % 40 === 0) {
        await openEditor('/');
        await watch.scan(editor, `editor, site fields round ${i}`);
      }
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 600_000);

  it('runs none from site titles on the platform home', async () => {
    const titles = pack(PAYLOADS, 120);
    for (const [i, title] of titles.entries()) {
      const created = await home.request('POST', '/api/platform/sites', {
        title,
        identifier: `xss-${i}`,
        templateId: 'studio',
      });
      if (created.statusCode === 409) break;
      expect(created.statusCode, created.body).toBe(201);
      stored.values += 1;
    }
    // The platform home is another host: the owner signs in there too.
    await editor.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
    const signIn = editor.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(app.config.demoOwnerEmail);
    await signIn.getByLabel('Password').fill(app.config.demoOwnerPassword);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('heading', { name: 'Your sites' }).waitFor();
    await expect.poll(() => editor.getByRole('listitem').count()).toBeGreaterThan(titles.length / 2);
    await watch.scan(editor, 'platform home');
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 600_000);

  it('runs none from page titles in the navigation, on pages and in the editor', async () => {
    const ids: string[] = [];
    for (const [round, group] of chunks(PAYLOADS, 100).entries()) {
      for (const [i, payload] of group.entries()) {
        const title = payload.text.slice(0, 200);
        if (ids[i]) {
          const renamed = await owner.request('PATCH', `/api/config/pages/${ids[i]}`, { title });
          expect(renamed.statusCode, renamed.body).toBe(200);
        } else {
          const created = await owner.request('POST', '/api/config/pages', { title, slug: `t-${i}` });
          expect(created.statusCode, created.body).toBe(201);
          ids.push(created.json().page.id);
        }
        stored.values += 1;
      }
      expect((await owner.request('POST', '/api/config/publish', {})).statusCode).toBe(200);
      await view('/', `navigation round ${round}`);
      await view('/t-0', `page title round ${round}`);
      await openEditor('/t-0');
      await watch.scan(editor, `editor pages round ${round}`);
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 600_000);

  it('runs none from block content, forms, newsletters, galleries, page SEO and visitor submissions', async () => {
    for (const [round, chunk] of chunks(PAYLOADS, CHUNK).entries()) {
      const slug = `blocks-${round}`;
      const created = await owner.request('POST', '/api/config/pages', { title: `Blocks ${round}`, slug });
      expect(created.statusCode, created.body).toBe(201);
      const pageId = created.json().page.id as string;
      const formId = newId();
      const document = payloadDocument(chunk, formId, newId());
      stored.refusedLinks += await saveAndPublish(owner, pageId, document);
      stored.values += chunk.length * 20;
      await view(`/${slug}`, `blocks round ${round}`);

      // A visitor writes every payload into the form; the owner reads it in the inbox.
      const values: Record<string, unknown> = {
        note: chunk.map((p) => p.text).join(' '),
        pick: chunk[0]!.text,
      };
      for (const [i, payload] of chunk.entries()) values[`text-${i}`] = payload.text;
      const submitted = await new Visitor(app, 'demo.localhost').save({
        formId,
        collectionId: pageId,
        objectName: 'form',
        isOverlayForm: false,
        submitButtonText: chunk[0]!.text,
        pageTitle: chunk[0]!.text,
        pageId,
        contentSource: 'c',
        pagePath: `/${slug}`,
        pagePermissionTypeValue: 1,
        form: values,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      stored.values += chunk.length + 1;

      await openEditor(`/${slug}`);
      await watch.scan(editor, `editor preview round ${round}`);
    }

    // The owner opens each form's inbox and each submission.
    await topBarAction(editor, 'Forms');
    const panel = editor.getByRole('dialog', { name: 'Forms' });
    const forms = panel.getByRole('navigation', { name: 'Forms and email' }).getByRole('button');
    await expect.poll(() => forms.count()).toBeGreaterThan(chunks(PAYLOADS, CHUNK).length);
    for (let i = 0; i < (await forms.count()); i++) {
      await forms.nth(i).click();
      const list = panel.getByRole('list', { name: 'Submissions' });
      if ((await list.count()) === 0) continue;
      const entries = list.getByRole('button');
      for (let j = 0; j < (await entries.count()); j++) {
        await entries.nth(j).click();
        await watch.scan(editor, `inbox form ${i} submission ${j}`);
      }
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 900_000);

  it('runs none from product names, descriptions, categories and SEO in the store and the editor', async () => {
    for (const [round, group] of chunks(PAYLOADS, 150).entries()) {
      const ids: string[] = [];
      for (const payload of group) {
        const created = await owner.request('POST', '/api/config/store/products', {
          productType: 1,
          name: payload.text.slice(0, 200),
          slug: `x-${payload.n}`,
          description: payload.text,
          categories: [payload.text.slice(0, 25).trim() || 'x'],
          tags: [payload.text.slice(0, 25).trim() || 'x'],
          seoTitle: payload.text.slice(0, 200),
          seoDescription: payload.text.slice(0, 500),
          workflow: 'published',
          variants: [{ price: 1000 + payload.n, qtyInStock: 5 }],
        });
        expect(created.statusCode, created.body).toBe(201);
        ids.push(created.json().product.id);
        stored.values += 6;
      }
      for (let page = 1; page <= Math.ceil((group.length + 30) / 24); page++)
        await view(`/store?page=${page}`, `store round ${round} page ${page}`);
      for (const payload of group) await view(`/p/x-${payload.n}`, `product ${payload.n}`);
      await openEditor('/store');
      for (const section of ['Products', 'Inventory']) {
        const dialog = await openStore(editor, section);
        await dialog.getByRole('table').first().waitFor();
        await watch.scan(editor, `editor store ${section} round ${round}`);
      }
      for (const id of ids) await owner.request('DELETE', `/api/config/store/products/${id}`);
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
    // Hundreds of product pages: a deadline only for a run that truly hangs.
  }, 1_800_000);

  it('runs none from media alt texts and captions in the editor’s library', async () => {
    const items = (await owner.request('GET', '/api/config/media')).json().items as { id: string }[];
    expect(items.length).toBeGreaterThan(0);
    const alts = pack(PAYLOADS, 1000);
    const captions = pack(PAYLOADS, 2000);
    const rounds = Math.ceil(Math.max(alts.length, captions.length) / items.length);
    for (let round = 0; round < rounds; round++) {
      for (const [i, item] of items.entries()) {
        const k = round * items.length + i;
        const patched = await owner.request('PATCH', `/api/config/media/${item.id}`, {
          alt: alts[k] ?? '',
          caption: captions[k] ?? '',
        });
        expect(patched.statusCode, patched.body).toBe(200);
        stored.values += 2;
      }
      await openEditor('/');
      await topBarAction(editor, 'Media');
      const grid = editor.getByRole('dialog', { name: 'Media' }).getByRole('list', { name: 'Files' });
      await expect.poll(() => grid.getByRole('button').count()).toBeGreaterThanOrEqual(items.length);
      for (let i = 0; i < items.length; i++) {
        await grid.getByRole('button').nth(i).click();
        await watch.scan(editor, `media round ${round} item ${i}`);
      }
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 600_000);

  it('rendered every view with no execution', () => {
    // The figures of the run: payloads, values stored, views rendered, executions found.
    console.info(
      `XSS: ${PAYLOADS.length} payloads, ${stored.values} values stored (${stored.refusedLinks} script links refused), ${watch.views} views, ${watch.executions.length} executions`,
    );
    expect(watch.views).toBeGreaterThan(500);
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  });
});
