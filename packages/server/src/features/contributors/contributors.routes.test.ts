import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '../../testing/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describeEachDatabase('contributors and what each role may do', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let aboutId: string;
  const clients: Record<string, TestClient> = {};

  async function member(email: string, role: number) {
    const home = new TestClient(app, 'localhost');
    await home.signUp(email);
    const invited = await owner.site.request('POST', '/api/config/contributors', { email, role });
    expect(invited.statusCode).toBe(201);
    const client = new TestClient(app, 'roles-site.localhost');
    expect((await client.signIn(email)).statusCode).toBe(200);
    return client;
  }

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'roles-owner@example.com', 'roles-site');
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
    aboutId = pages.find((p: { slug: string }) => p.slug === 'about').id;
    clients.editor = await member('editor@example.com', ContributorRole.editor);
    clients.viewer = await member('viewer@example.com', ContributorRole.viewer);
    clients.store = await member('store@example.com', ContributorRole.storeManager);
  });
  afterAll(() => app.close());

  const routes = (): { name: string; method: Method; url: string; body?: unknown }[] => [
    { name: 'read pages', method: 'GET', url: '/api/config/pages' },
    { name: 'add a page', method: 'POST', url: '/api/config/pages', body: { title: 'By a contributor' } },
    { name: 'rename a page', method: 'PATCH', url: `/api/config/pages/${aboutId}`, body: { title: 'About' } },
    { name: 'review the publish', method: 'GET', url: '/api/config/publish' },
    { name: 'publish the site', method: 'POST', url: '/api/config/publish' },
    { name: 'site search defaults', method: 'PUT', url: '/api/config/seo', body: { description: 'x' } },
    { name: 'site title', method: 'PATCH', url: '/api/config/site', body: { title: 'Site roles-site' } },
    { name: 'read domains', method: 'GET', url: '/api/config/domains' },
    { name: 'add a domain', method: 'POST', url: '/api/config/domains', body: { hostname: 'roles.example' } },
    { name: 'list contributors', method: 'GET', url: '/api/config/contributors' },
    {
      name: 'invite',
      method: 'POST',
      url: '/api/config/contributors',
      body: { email: 'viewer@example.com', role: 1 },
    },
  ];

  const expected: Record<string, Record<string, number>> = {
    editor: {
      'read pages': 200,
      'add a page': 201,
      'rename a page': 200,
      'review the publish': 200,
      'publish the site': 200,
      'site search defaults': 200,
      'site title': 200,
      'read domains': 200,
      'add a domain': 403,
      'list contributors': 403,
      invite: 403,
    },
    viewer: {
      'read pages': 200,
      'add a page': 403,
      'rename a page': 403,
      'review the publish': 200,
      'publish the site': 403,
      'site search defaults': 403,
      'site title': 403,
      'read domains': 200,
      'add a domain': 403,
      'list contributors': 403,
      invite: 403,
    },
    store: {
      'read pages': 200,
      'add a page': 403,
      'rename a page': 403,
      'review the publish': 200,
      'publish the site': 403,
      'site search defaults': 403,
      'site title': 403,
      'read domains': 200,
      'add a domain': 403,
      'list contributors': 403,
      invite: 403,
    },
  };

  it.each(['editor', 'viewer', 'store'])(
    'lets the %s do exactly what the permission table says',
    async (who) => {
      for (const route of routes()) {
        const response = await clients[who]!.request(route.method, route.url, route.body);
        expect(response.statusCode, `${who}: ${route.name}`).toBe(expected[who]![route.name]);
      }
    },
  );

  it('tells the editor what the signed-in role may change', async () => {
    const permissionsOf = async (client: TestClient) =>
      (await client.request('GET', '/api/config/site')).json().permissions;
    expect(await permissionsOf(clients.store!)).toEqual(['view', 'store', 'storeSettings']);
    expect(await permissionsOf(clients.viewer!)).toEqual(['view']);
    expect(await permissionsOf(owner.site)).toContain('store');
  });

  it('lists contributors for the owner, refuses unknown emails and roles, and keeps the last admin', async () => {
    const list = (await owner.site.request('GET', '/api/config/contributors')).json().contributors;
    expect(list.map((c: { email: string; role: number }) => [c.email, c.role])).toEqual([
      ['roles-owner@example.com', 1],
      ['editor@example.com', 4],
      ['viewer@example.com', 10],
      ['store@example.com', 8],
    ]);
    const unknown = await owner.site.request('POST', '/api/config/contributors', {
      email: 'nobody@example.com',
      role: 4,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.email).toBeTruthy();
    const badRole = await owner.site.request('POST', '/api/config/contributors', {
      email: 'editor@example.com',
      role: 5,
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors.role).toBe('Choose one of the roles.');
    const self = await owner.site.request('DELETE', `/api/config/contributors/${owner.account.id}`);
    expect(self.statusCode).toBe(400);
    const viewer = list.find((c: { email: string }) => c.email === 'viewer@example.com');
    expect(
      (await owner.site.request('DELETE', `/api/config/contributors/${viewer.accountId}`)).statusCode,
    ).toBe(200);
    expect((await clients.viewer!.request('GET', '/api/config/pages')).statusCode).toBe(403);
  });
});
