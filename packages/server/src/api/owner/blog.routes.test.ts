import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDuePosts } from '#modules/blog/blog-clock';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'blog-site.localhost';
const HOUR = 3_600_000;

describeEachDatabase('a blog: posts, statuses, addresses and the visitor’s pages', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let blogId: string;
  const visitor = () => new TestClient(app, HOST);
  const posts = () => `/api/config/blogs/${blogId}/posts`;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'blogger@example.com', 'blog-site');
    const made = await owner.site.request('POST', '/api/config/pages', { kind: 'blog', title: 'Journal' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().page).toMatchObject({ kind: 'blog', slug: 'journal' });
    blogId = made.json().page.id;
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const write = (body: object) => owner.site.request('POST', posts(), body);
  const body = (text: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

  it('publishes a post at the address its blog’s format gives, on the list, its page and the feed', async () => {
    const made = await write({
      title: 'First light',
      body: body('Morning at the studio.'),
      authorName: 'Mara Lind',
      authorBio: 'Potter.',
      tags: ['Clay', 'Studio'],
      categories: ['Notes'],
      status: 'published',
    });
    expect(made.statusCode, made.body).toBe(201);
    const post = made.json().post;
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    expect(post).toMatchObject({ status: 'published', path: `${day}/first-light` });

    const list = await visitor().request('GET', '/journal');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/journal/${day}/first-light"`);
    expect(list.body).toContain('Morning at the studio.');
    expect(list.body).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="Journal RSS" href="http:\/\/blog-site\.localhost[^"]*\/journal\/rss\.xml"/,
    );

    const page = await visitor().request('GET', `/journal/${day}/first-light`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="blog__title">First light</h1>');
    expect(page.body).toContain('"@type":"BlogPosting"');
    expect(page.body).toContain('By Mara Lind');

    const tag = await visitor().request('GET', '/journal/tag/Clay');
    expect(tag.statusCode).toBe(200);
    expect(tag.body).toContain('Posts tagged “Clay”');
    expect((await visitor().request('GET', '/journal/category/Notes')).statusCode).toBe(200);
    expect((await visitor().request('GET', '/journal/author/mara-lind')).body).toContain(
      'Posts by Mara Lind',
    );
    expect((await visitor().request('GET', '/journal/tag/Nothing')).statusCode).toBe(404);

    const feed = await visitor().request('GET', '/journal/rss.xml');
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<rss version="2.0"');
    expect(feed.body).toContain('<title>First light</title>');
    expect(feed.body).toContain(`<link>http://blog-site.localhost/journal/${day}/first-light</link>`);

    const search = await visitor().request('GET', '/search?q=studio+morning');
    expect(search.body).toContain(`href="/journal/${day}/first-light"`);
    const sitemap = (await visitor().request('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://blog-site.localhost/journal</loc>');
    expect(sitemap).toContain(`<loc>http://blog-site.localhost/journal/${day}/first-light</loc>`);
  });

  it('refuses tags past 50 and categories past 25 characters, naming the field, and keeps nothing', async () => {
    const before = (await owner.site.request('GET', posts())).json().posts.length;
    const longTag = await write({ title: 'T', tags: ['x'.repeat(51)] });
    expect(longTag.statusCode).toBe(400);
    expect(longTag.json().errors).toEqual({ 'tags.0': 'A tag has at most 50 characters.' });
    const longCategory = await write({ title: 'T', categories: ['ok', 'y'.repeat(26)] });
    expect(longCategory.statusCode).toBe(400);
    expect(longCategory.json().errors).toEqual({ 'categories.1': 'A category has at most 25 characters.' });
    expect((await write({ title: 'T', tags: ['x'.repeat(50)] })).statusCode).toBe(201);
    const noTime = await write({ title: 'Soon', status: 'scheduled' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().errors).toEqual({ publishAt: 'Choose when the post goes live.' });
    expect((await write({ title: '' })).json().errors).toEqual({ title: 'Enter a title.' });
    expect((await write({ title: 'x', status: 'live' })).statusCode).toBe(400);
    expect((await owner.site.request('GET', posts())).json().posts.length).toBe(before + 1);
  });

  it('puts a scheduled post live when the job’s clock reaches its time, not before', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const made = await write({ title: 'Kiln day', status: 'scheduled', publishAt: at.toISOString() });
    expect(made.statusCode, made.body).toBe(201);
    const path = `/journal/${made.json().post.path}`;
    expect((await visitor().request('GET', path)).statusCode).toBe(404);
    expect((await visitor().request('GET', '/journal')).body).not.toContain('Kiln day');
    // The runner hands its job the clock's time: moved an hour on, the post is still waiting.
    expect(await announceDuePosts(app.db, new Date(Date.now() + HOUR))).toEqual([]);
    expect(await announceDuePosts(app.db, new Date(at.getTime() + 1000))).toEqual([owner.siteId]);
    app.sites.invalidate(owner.siteId);
    expect((await visitor().request('GET', path)).statusCode).toBe(200);
    expect((await visitor().request('GET', '/journal')).body).toContain('Kiln day');
    expect((await visitor().request('GET', '/journal/rss.xml')).body).toContain('<title>Kiln day</title>');
    const listed = (await owner.site.request('GET', posts())).json().posts;
    expect(listed.find((p: { title: string }) => p.title === 'Kiln day').status).toBe('published');
  });

  it('keeps a redirect from a post’s old address when it moves, and refreshes the cached list', async () => {
    const made = (await write({ title: 'Glazes', status: 'published' })).json().post;
    const old = `/journal/${made.path}`;
    expect((await visitor().request('GET', '/journal')).body).toContain('Glazes');
    const moved = await owner.site.request('PATCH', `${posts()}/${made.id}`, {
      slug: 'glaze-notes',
      title: 'Glaze notes',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = `/journal/${moved.json().post.path}`;
    expect(next).toMatch(/\/glaze-notes$/);
    const redirect = await visitor().request('GET', old);
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(next);
    const list = (await visitor().request('GET', '/journal')).body;
    expect(list).toContain('Glaze notes');
    expect(list).not.toContain('>Glazes<');
  });

  it('duplicates a post as a draft and deletes posts; drafts and private posts stay off the site', async () => {
    const made = (await write({ title: 'Private note', status: 'private' })).json().post;
    expect((await visitor().request('GET', `/journal/${made.path}`)).statusCode).toBe(404);
    const copy = await owner.site.request('POST', `${posts()}/${made.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().post).toMatchObject({ title: 'Copy of Private note', status: 'draft' });
    expect(copy.json().post.path).not.toBe(made.path);
    expect((await owner.site.request('DELETE', `${posts()}/${copy.json().post.id}`)).statusCode).toBe(200);
    expect((await owner.site.request('GET', `${posts()}/${copy.json().post.id}`)).statusCode).toBe(404);
  });

  it('changes the address format: posts move and their old addresses lead on', async () => {
    const made = (await write({ title: 'Format test', status: 'published' })).json().post;
    const saved = await owner.site.request('PUT', `/api/config/blogs/${blogId}/settings`, {
      urlFormat: 'Posts/%y/%t',
      perPage: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toEqual({ urlFormat: 'posts/%y/%t', perPage: 2 });
    const year = new Date().getUTCFullYear();
    const page = await visitor().request('GET', `/journal/posts/${year}/format-test`);
    expect(page.statusCode).toBe(200);
    expect((await visitor().request('GET', `/journal/${made.path}`)).headers.location).toBe(
      `/journal/posts/${year}/format-test`,
    );
    const list = (await visitor().request('GET', '/journal')).body;
    expect(list).toContain('Older posts');
    expect((await visitor().request('GET', '/journal?page=2')).body).toContain('Newer posts');
    const bad = await owner.site.request('PUT', `/api/config/blogs/${blogId}/settings`, {
      urlFormat: '%t',
      perPage: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['perPage']);
  });

  describe('roles and tenancy', () => {
    it('lets a campaigns editor write posts that wait for review, but not put them live or change live ones', async () => {
      const writer = await invitedContributor(
        app,
        owner.site,
        'writer@example.com',
        ContributorRole.campaignsEditor,
      );
      const asked = await writer.request('POST', posts(), { title: 'Guest post', status: 'published' });
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.json().post.status).toBe('needs-review');
      const path = `/journal/${asked.json().post.path}`;
      expect((await visitor().request('GET', path)).statusCode).toBe(404);
      const live = (await owner.site.request('GET', posts()))
        .json()
        .posts.find((p: { status: string }) => p.status === 'published');
      const refused = await writer.request('PATCH', `${posts()}/${live.id}`, { title: 'Hijacked' });
      expect(refused.statusCode).toBe(403);
      expect((await writer.request('DELETE', `${posts()}/${live.id}`)).statusCode).toBe(403);
      expect((await owner.site.request('GET', `${posts()}/${live.id}`)).json().post.title).toBe(live.title);
      // The owner reviews it and puts it live.
      const approved = await owner.site.request('PATCH', `${posts()}/${asked.json().post.id}`, {
        status: 'published',
      });
      expect(approved.json().post.status).toBe('published');
      expect((await visitor().request('GET', path)).statusCode).toBe(200);
    });

    it('lets a viewer read posts but not write them', async () => {
      const viewer = await invitedContributor(app, owner.site, 'viewer@example.com', ContributorRole.viewer);
      expect((await viewer.request('GET', posts())).statusCode).toBe(200);
      expect((await viewer.request('POST', posts(), { title: 'No' })).statusCode).toBe(403);
    });

    it('gives another site’s owner nothing of this blog', async () => {
      const other = await ownerWithSite(app, 'other-blogger@example.com', 'other-blog');
      const onTheirHost = (path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', payload?: object) =>
        other.site.request(method, path, payload);
      expect((await onTheirHost(posts())).statusCode).toBe(404);
      expect((await onTheirHost(posts(), 'POST', { title: 'Intruder' })).statusCode).toBe(404);
      const mine = (await owner.site.request('GET', posts())).json().posts;
      expect((await onTheirHost(`${posts()}/${mine[0].id}`, 'DELETE')).statusCode).toBe(404);
      // Signed in elsewhere, their session on this site's host is refused too.
      const stranger = new TestClient(app, HOST);
      await stranger.signIn('other-blogger@example.com');
      expect((await stranger.request('GET', posts())).statusCode).toBe(403);
      expect((await stranger.request('POST', posts(), { title: 'Intruder' })).statusCode).toBe(403);
      expect((await owner.site.request('GET', posts())).json().posts.length).toBe(mine.length);
      // A page of blocks is no blog.
      const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
      const about = pages.find((p: { slug: string }) => p.slug === 'about');
      expect((await owner.site.request('GET', `/api/config/blogs/${about.id}/posts`)).statusCode).toBe(404);
    });
  });
});
