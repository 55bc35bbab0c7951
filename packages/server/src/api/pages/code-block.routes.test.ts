import { ContributorRole, codeDigest, type PageDocument } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CODE_FORBIDDEN_MESSAGE } from '#modules/pages/code-guard';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'code-block.localhost';
const CODE_ID = 'c0de'.repeat(6);
const TEXT_ID = 'ab'.repeat(12);
const HTML = '<p id="out">waiting</p><script>document.getElementById("out").textContent = "ran"</script>';

const code = (html = HTML, extra: Record<string, unknown> = {}) => ({
  id: CODE_ID,
  type: 23,
  settings: { html, ...extra },
});
const text = (words: string) => ({
  id: TEXT_ID,
  type: 2,
  settings: {
    doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] },
  },
});

describeEachDatabase('the Code block (type 23): who may write code, and its frame', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  let editor: TestClient;
  let pageId = '';

  const draft = async (client: TestClient = owner.site) =>
    (await client.request('GET', `/api/config/pages/${pageId}/draft`)).json() as {
      document: PageDocument;
      revision: number;
    };
  /** Saves the About page's first section as these blocks, over the latest draft. */
  const save = async (client: TestClient, blocks: unknown[]) => {
    const { document, revision } = await draft();
    const [section, ...rest] = document.sections;
    return client.request('PUT', `/api/config/pages/${pageId}/draft`, {
      document: { ...document, sections: [{ ...section, blocks }, ...rest] },
      revision,
    });
  };
  const firstBlocks = async () => (await draft()).document.sections[0]!.blocks;
  const frame = (client: TestClient, query: Record<string, string>) =>
    client.request('GET', `/api/code-block/frame?${new URLSearchParams(query)}`);

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'code-owner@example.com', 'code-block');
    other = await ownerWithSite(app, 'code-other@example.com', 'code-other');
    editor = await invitedContributor(app, owner.site, 'code-editor@example.com', ContributorRole.editor);
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as {
      id: string;
      slug: string;
    }[];
    pageId = pages.find((page) => page.slug === 'about')!.id;
  });
  afterAll(() => app.close());

  it('lets an admin add a Code block, and the site shows it in a sandboxed frame of its own address', async () => {
    const saved = await save(owner.site, [
      text('Our studio'),
      code(HTML, { title: 'Opening hours', height: 320 }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.site.request('POST', `/api/config/pages/${pageId}/publish`)).statusCode).toBe(200);
    const visitor = new TestClient(app, HOST);
    const page = await visitor.request('GET', '/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('document.getElementById("out")');
    const src = /<iframe class="block-code__frame"[^>]*src="([^"]+)"/
      .exec(page.body)?.[1]
      ?.replace(/&amp;/g, '&');
    const lang = /<html lang="([^"]+)"/.exec(page.body)?.[1];
    expect(src).toBe(
      `/api/code-block/frame?page=${pageId}&block=${CODE_ID}&v=${codeDigest(HTML)}&lang=${lang}`,
    );
    expect(page.body).toMatch(/<iframe[^>]*sandbox="allow-scripts [^"]*"/);
    expect(page.body).not.toMatch(/sandbox="[^"]*allow-same-origin/);
    expect(page.body).toMatch(/<iframe[^>]*title="Opening hours"/);
    expect(page.body).toMatch(/<iframe[^>]*style="height:320px"/);

    const document = await visitor.request('GET', src!);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(document.body).toContain(HTML);
    expect(document.body).toContain(`<html lang="${lang}">`);
    expect(document.body).toContain('atelierCodeHeight');
    const policy = String(document.headers['content-security-policy']);
    expect(policy).toMatch(/^sandbox allow-scripts /);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).not.toContain('frame-ancestors');
    expect(document.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves a frame only for HTML of the digest it names, on the site that holds it', async () => {
    const query = { page: pageId, block: CODE_ID, v: codeDigest(HTML) };
    const visitor = new TestClient(app, HOST);
    expect((await frame(visitor, { ...query, v: codeDigest('<p>other</p>') })).statusCode).toBe(404);
    expect((await frame(visitor, { ...query, block: TEXT_ID })).statusCode).toBe(404);
    // Another site's host knows nothing of this page.
    const elsewhere = new TestClient(app, 'code-other.localhost');
    const refused = await frame(elsewhere, query);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('waiting');
    // A malformed address is a 400 naming the field.
    const bad = await frame(visitor, { ...query, v: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('"v"');
    expect((await frame(visitor, { ...query, lang: '"><script>' })).statusCode).toBe(400);
  });

  it('refuses (403) an editor adding a Code block, and saves nothing', async () => {
    const before = await draft();
    const added = await save(editor, [
      text('Our studio'),
      code(HTML, { title: 'Opening hours', height: 320 }),
      { id: 'dd'.repeat(12), type: 23, settings: { html: '<script>steal()</script>' } },
    ]);
    expect(added.statusCode).toBe(403);
    expect(added.json()).toMatchObject({ code: 'pages.code_forbidden', error: CODE_FORBIDDEN_MESSAGE });
    const after = await draft();
    expect(after.revision).toBe(before.revision);
    expect(after.document).toEqual(before.document);
  });

  it('refuses (403) an editor changing a Code block’s HTML, and saves nothing', async () => {
    const before = await draft();
    const changed = await save(editor, [text('Our studio'), code('<script>steal()</script>')]);
    expect(changed.statusCode).toBe(403);
    expect(changed.json().error).toContain('Only an admin can add a Code block or change its HTML');
    expect((await draft()).revision).toBe(before.revision);
    // Turning another block into a Code block is adding one.
    const turned = await save(editor, [{ ...text('x'), type: 23, settings: { html: '<b>x</b>' } }, code()]);
    expect(turned.statusCode).toBe(403);
    expect(await firstBlocks()).toEqual(before.document.sections[0]!.blocks);
  });

  it('lets an editor change the rest of the page, and move, retitle or remove the unchanged Code block', async () => {
    const edited = await save(editor, [
      text('Our studio, since 1998'),
      code(HTML, { title: 'Opening hours', height: 320 }),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await firstBlocks())[0]).toEqual(text('Our studio, since 1998'));
    const moved = await save(editor, [
      code(HTML, { title: 'Hours', height: 400 }),
      text('Our studio, since 1998'),
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await firstBlocks()).map((block) => block.type)).toEqual([23, 2]);
    const removed = await save(editor, [text('Our studio, since 1998')]);
    expect(removed.statusCode, removed.body).toBe(200);
    // Put back as it was (undo): the published page holds it so, which is no new code.
    const back = await save(editor, [text('Our studio, since 1998'), code(HTML)]);
    expect(back.statusCode, back.body).toBe(200);
    expect((await firstBlocks())[1]).toEqual(code(HTML));
  });

  it('shows the draft’s code to the editor’s preview, which sends no session, and never caches it', async () => {
    const drafted = '<p>Draft hours</p>';
    expect((await save(owner.site, [code(drafted)])).statusCode).toBe(200);
    const preview = new TestClient(app, HOST);
    const answer = await frame(preview, { page: pageId, block: CODE_ID, v: codeDigest(drafted), lang: 'fr' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(drafted);
    expect(answer.body).toContain('<html lang="fr">');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // The published page still has its own.
    const live = await frame(preview, { page: pageId, block: CODE_ID, v: codeDigest(HTML) });
    expect(live.statusCode).toBe(200);
  });

  it('refuses another site’s owner, and a viewer, any draft of this page', async () => {
    const stranger = new TestClient(app, HOST);
    expect((await stranger.signIn('code-other@example.com')).statusCode).toBe(200);
    const response = await save(stranger, [code('<script>steal()</script>')]);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('site.forbidden');
    const own = other.site;
    expect((await own.request('GET', `/api/config/pages/${pageId}/draft`)).statusCode).toBe(404);
    const viewer = await invitedContributor(
      app,
      owner.site,
      'code-viewer@example.com',
      ContributorRole.viewer,
    );
    expect((await save(viewer, [code()])).statusCode).toBe(403);
    expect(await firstBlocks()).toEqual([code('<p>Draft hours</p>')]);
  });
});
