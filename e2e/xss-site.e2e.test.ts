import { describe, expect, it } from 'vitest';
import { topBarAction } from './support/editor';
import { pack } from './support/xss-payloads';
import { chunks, PAYLOADS, report, useXssSuite, watchSeesOneRun } from './support/xss-suite';

/**
 * More than 500 script-injection payloads stored in every site-wide field an owner controls (the
 * site's title, tagline, footer, description and cookie banner text; site titles on the platform
 * home; page titles; media alt texts and captions), each view rendered in Chromium: none may run,
 * and none may leave markup that could run later.
 */
describe('script injection in the site’s own fields', () => {
  const suite = useXssSuite();

  it('has more than 500 distinct payloads, and a hook that sees one run', async () => {
    await watchSeesOneRun(suite);
  });

  it('runs none from the site title, tagline, footer, site description and cookie banner text', async () => {
    const { owner, watch, stored } = suite;
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
      const text = await suite.view(i === 0 ? '/' : '/plain', `site fields round ${i}`);
      // The values reached the page, as text.
      expect(text).toContain(title.trim());
      if (footer) expect(text).toContain(footer.trim().slice(0, 40));
      if (i % 40 === 0) {
        await suite.openEditor('/');
        await watch.scan(suite.editor, `editor, site fields round ${i}`);
      }
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 600_000);

  it('runs none from site titles on the platform home', async () => {
    const { home, editor, watch, stored } = suite;
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
    // The owner signed in on the platform home to reach the editor, so it lists their sites.
    await editor.goto(`http://localhost:${suite.port}/`, { waitUntil: 'load' });
    await editor.getByRole('heading', { name: 'Your sites' }).waitFor();
    await expect.poll(() => editor.getByRole('listitem').count()).toBeGreaterThan(titles.length / 2);
    await watch.scan(editor, 'platform home');
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 600_000);

  it('runs none from page titles in the navigation, on pages and in the editor', async () => {
    const { owner, watch, stored } = suite;
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
      await suite.view('/', `navigation round ${round}`);
      await suite.view('/t-0', `page title round ${round}`);
      await suite.openEditor('/t-0');
      await watch.scan(suite.editor, `editor pages round ${round}`);
    }
    expect(watch.executions).toEqual([]);
    expect(watch.dangerousMarkup).toEqual([]);
  }, 600_000);

  it('runs none from media alt texts and captions in the editor’s library', async () => {
    const { owner, editor, watch, stored } = suite;
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
      await suite.openEditor('/');
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
    report(suite, 'site fields');
    expect(suite.watch.executions).toEqual([]);
    expect(suite.watch.dangerousMarkup).toEqual([]);
  });
});
