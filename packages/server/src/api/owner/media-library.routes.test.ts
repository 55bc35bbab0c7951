import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaRuntime } from '#modules/media/media-runtime';
import type { BlobStore } from '#platform/storage/blob-store';
import {
  createMediaTestApp,
  describeEachStorage,
  png,
  rawRequest,
  upload,
} from '#testing/media.test-support';
import { ownerWithSite, TestClient } from '#testing/test-app';

const hashOf = (item: { url: string }) => item.url.split('/')[2] as string;

describeEachStorage('media library: managing items', (database, storage) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let sibling: () => BlobStore;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    ({ app, close, sibling } = await createMediaTestApp(database.current, { storage }));
    alice = await ownerWithSite(app, 'lib-alice@example.com', 'lib-alice');
    bob = await ownerWithSite(app, 'lib-bob@example.com', 'lib-bob');
  });
  afterAll(() => close());

  const visit = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

  async function pageWithImage(client: TestClient, mediaId: string, publish: boolean) {
    const created = await client.request('POST', '/api/config/pages', { title: `Uses ${mediaId.slice(-4)}` });
    const page = created.json().page;
    const draft = (await client.request('GET', `/api/config/pages/${page.id}/draft`)).json();
    const document = {
      sections: [
        {
          id: 'a'.repeat(24),
          blocks: [{ id: 'b'.repeat(24), type: 5, settings: { mediaId, alt: 'A photo' } }],
        },
      ],
    };
    const saved = await client.request('PUT', `/api/config/pages/${page.id}/draft`, {
      document,
      revision: draft.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (publish)
      expect((await client.request('POST', `/api/config/pages/${page.id}/publish`)).statusCode).toBe(200);
    return page as { id: string; slug: string; title: string };
  }

  it('lists, searches by name and alt, filters by type and sorts by date', async () => {
    const sea = (await upload(app, alice.site, 'sea.png', await png(20, 20))).json().item;
    const hill = (await upload(app, alice.site, 'hill.png', await png(21, 20))).json().item;
    await upload(app, alice.site, 'menu.pdf', Buffer.from('%PDF-1.4\nmenu'));
    await alice.site.request('PATCH', `/api/config/media/${hill.id}`, { alt: 'Green hills at dawn' });
    const list = async (query: string) =>
      (await alice.site.request('GET', `/api/config/media${query}`))
        .json()
        .items.map((i: { fileName: string }) => i.fileName);
    expect(await list('')).toEqual(['menu.pdf', 'hill.png', 'sea.png']);
    expect(await list('?sort=oldest')).toEqual(['sea.png', 'hill.png', 'menu.pdf']);
    expect(await list('?q=DAWN')).toEqual(['hill.png']);
    expect(await list('?q=sea')).toEqual(['sea.png']);
    expect(await list('?kind=document')).toEqual(['menu.pdf']);
    expect(await list('?q=%25')).toEqual([]);
    const bad = await alice.site.request('GET', '/api/config/media?kind=spreadsheet');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('kind');
    expect(sea.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('edits alt, caption, title, focal point and file name, refusing bad values by field', async () => {
    const { item } = (await upload(app, alice.site, 'edit.png', await png(30, 30))).json();
    const response = await alice.site.request('PATCH', `/api/config/media/${item.id}`, {
      alt: '  A red door ',
      caption: 'Door, 1920',
      title: 'Front door',
      focalPoint: { x: 0.25, y: 0.75 },
      fileName: 'front-door.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item).toMatchObject({
      alt: 'A red door',
      caption: 'Door, 1920',
      title: 'Front door',
      focalPoint: { x: 0.25, y: 0.75 },
      fileName: 'front-door.png',
    });
    const bad = await alice.site.request('PATCH', `/api/config/media/${item.id}`, {
      focalPoint: { x: 2, y: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['focalPoint.x']);
    const empty = await alice.site.request('PATCH', `/api/config/media/${item.id}`, { fileName: '  ' });
    expect(empty.json()).toMatchObject({
      error: 'Please enter a file name',
      errors: { fileName: 'Please enter a file name' },
    });
  });

  it('replaces the file under the same id: the live page follows, the old bytes go', async () => {
    const first = (await upload(app, alice.site, 'logo.png', await png(40, 40))).json().item;
    await pageWithImage(alice.site, first.id, true);
    const replaced = await rawRequest(
      app,
      alice.site,
      'PUT',
      `/api/config/media/${first.id}/file?fileName=logo-2.png`,
      await png(80, 40, true),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const item = replaced.json().item;
    expect(item).toMatchObject({ id: first.id, fileName: 'logo-2.png', width: 80, height: 40 });
    expect(hashOf(item)).not.toBe(hashOf(first));
    expect((await visit('lib-alice.localhost', `${item.url}100.webp`)).statusCode).toBe(200);
    const stale = sibling();
    expect(await stale.list(`originals/${hashOf(first).slice(0, 2)}/${hashOf(first)}`)).toEqual([]);
    const video = await rawRequest(
      app,
      alice.site,
      'PUT',
      `/api/config/media/${first.id}/file?fileName=x.pdf`,
      Buffer.from('%PDF-1.4\n'),
    );
    expect(video.statusCode).toBe(400);
    expect(video.json()).toMatchObject({
      error: 'There was a problem while uploading your file',
      errors: { file: 'Replace it with another image file.' },
    });
  });

  it('warns with the pages using a file, keeps it while a published version shows it, purges it otherwise', async () => {
    const used = (await upload(app, alice.site, 'used.png', await png(22, 22))).json().item;
    const drafted = (await upload(app, alice.site, 'drafted.png', await png(23, 22))).json().item;
    const unused = (await upload(app, alice.site, 'unused.png', await png(24, 22))).json().item;
    const live = await pageWithImage(alice.site, used.id, true);
    const draftOnly = await pageWithImage(alice.site, drafted.id, false);

    const usage = (await alice.site.request('GET', `/api/config/media/${used.id}/usage`)).json();
    expect(usage.pages).toEqual([
      { id: live.id, title: live.title, slug: live.slug, draft: true, published: true, kept: false },
    ]);
    expect((await alice.site.request('GET', `/api/config/media/${drafted.id}/usage`)).json().pages).toEqual([
      {
        id: draftOnly.id,
        title: draftOnly.title,
        slug: draftOnly.slug,
        draft: true,
        published: false,
        kept: false,
      },
    ]);

    const keptAnswer = await alice.site.request('DELETE', `/api/config/media/${used.id}`);
    expect(keptAnswer.json()).toEqual({ deleted: true, kept: true });
    expect((await alice.site.request('GET', `/api/config/media/${used.id}`)).statusCode).toBe(404);
    expect((await visit('lib-alice.localhost', `${used.url}100.webp`)).statusCode).toBe(200);

    for (const item of [drafted, unused]) {
      const gone = await alice.site.request('DELETE', `/api/config/media/${item.id}`);
      expect(gone.json()).toEqual({ deleted: true, kept: false });
      expect((await visit('lib-alice.localhost', `${item.url}300.webp`)).statusCode).toBe(404);
    }
  });

  it('never lets another site’s owner or a visitor read, change or delete a site’s media', async () => {
    const { item } = (await upload(app, alice.site, 'secret.png', await png(25, 25))).json();
    const visitor = new TestClient(app, 'lib-alice.localhost');
    await visitor.request('GET', '/api/auth/session');
    const bobOnAlice = new TestClient(app, 'lib-alice.localhost');
    await bobOnAlice.signIn('lib-bob@example.com');
    const routes: ['GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', '/api/config/media'],
      ['GET', `/api/config/media/${item.id}`],
      ['PATCH', `/api/config/media/${item.id}`, { alt: 'mine now' }],
      ['GET', `/api/config/media/${item.id}/usage`],
      ['GET', `/api/config/media/${item.id}/original`],
      ['DELETE', `/api/config/media/${item.id}`],
      ['POST', '/api/config/media/uploads', { fileName: 'x.png', size: 10 }],
    ];
    for (const [method, url, body] of routes) {
      expect((await visitor.request(method, url, body)).statusCode, `visitor ${method} ${url}`).toBe(401);
      expect((await bobOnAlice.request(method, url, body)).statusCode, `bob on alice ${method} ${url}`).toBe(
        403,
      );
    }
    for (const [method, url, body] of routes.slice(1)) {
      const onOwnSite = await bob.site.request(method, url, body);
      if (url.includes(item.id)) expect(onOwnSite.statusCode, `bob ${method} ${url}`).toBe(404);
    }
    const raw = await rawRequest(
      app,
      bobOnAlice,
      'POST',
      '/api/config/media?fileName=a.png',
      await png(5, 5),
    );
    expect(raw.statusCode).toBe(403);
    const replace = await rawRequest(
      app,
      bob.site,
      'PUT',
      `/api/config/media/${item.id}/file`,
      await png(5, 5),
    );
    expect(replace.statusCode).toBe(404);
    // Bob's uploads are his own; Alice's upload session is not his.
    const session = (
      await alice.site.request('POST', '/api/config/media/uploads', { fileName: 'p.pdf', size: 20 })
    ).json().upload;
    for (const [method, url] of [
      ['GET', `/api/config/media/uploads/${session.id}`],
      ['POST', `/api/config/media/uploads/${session.id}/complete`],
      ['DELETE', `/api/config/media/uploads/${session.id}`],
    ] as const) {
      expect((await bob.site.request(method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    const part = await rawRequest(
      app,
      bob.site,
      'PUT',
      `/api/config/media/uploads/${session.id}/parts/0`,
      Buffer.alloc(20),
    );
    expect(part.statusCode).toBe(404);
    // A derived image or file link of Alice's is not served on Bob's host.
    expect((await visit('lib-bob.localhost', `${item.url}100.webp`)).statusCode).toBe(404);
    expect((await visit('lib-alice.localhost', `${item.url}100.webp`)).statusCode).toBe(200);
    expect((await alice.site.request('GET', `/api/config/media/${item.id}`)).json().item.alt).toBe('');
  });

  it('makes each derived image once, even when several server processes ask at once', async () => {
    const { item } = (await upload(app, alice.site, 'busy.png', await png(900, 600))).json();
    const others = await Promise.all(
      [1, 2].map(() => createMediaTestApp(database.current, { blobs: sibling() })),
    );
    try {
      const apps = [app, ...others.map((o) => o.app)];
      const before = apps.map((a) => mediaRuntime(a).deriver.encoded);
      const answers = await Promise.all(
        apps.flatMap((a) =>
          Array.from({ length: 4 }, () =>
            a.inject({ method: 'GET', url: `${item.url}750.webp`, headers: { host: 'lib-alice.localhost' } }),
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
      const made = apps.map((a, i) => mediaRuntime(a).deriver.encoded - (before[i] ?? 0));
      expect(made.reduce((sum, n) => sum + n, 0)).toBe(1);
    } finally {
      for (const other of others) await other.close();
    }
  });
});
