import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitationToken, invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describeEachDatabase('contributors and what each role may do', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let aboutId: string;
  const clients: Record<string, TestClient> = {};

  const member = (email: string, role: number) => invitedContributor(app, owner.site, email, role);

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
    expect(await permissionsOf(clients.store!)).toEqual(['view', 'store', 'storeSettings', 'donations']);
    expect(await permissionsOf(clients.viewer!)).toEqual(['view']);
    expect(await permissionsOf(owner.site)).toContain('store');
  });

  it('lists contributors for the owner, refuses unknown roles, and keeps the last admin', async () => {
    const list = (await owner.site.request('GET', '/api/config/contributors')).json().contributors;
    expect(list.map((c: { email: string; role: number }) => [c.email, c.role])).toEqual([
      ['roles-owner@example.com', 1],
      ['editor@example.com', 4],
      ['viewer@example.com', 10],
      ['store@example.com', 8],
    ]);
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

  it('adds nobody without consent and answers alike for an account and an unknown address', async () => {
    const known = 'known.person@example.com';
    const unknown = 'nobody@example.com';
    await new TestClient(app, 'localhost').signUp(known);
    const accountId = (
      await app.db.selectFrom('accounts').select('id').where('email', '=', known).executeTakeFirstOrThrow()
    ).id;
    const contributorRows = () =>
      app.db
        .selectFrom('contributors')
        .select('role')
        .where('website_id', '=', owner.siteId)
        .where('account_id', '=', accountId)
        .execute();
    const pendingIdOf = async (email: string) =>
      (await owner.site.request('GET', '/api/config/contributors'))
        .json()
        .invitations.find((i: { email: string }) => i.email === email).id as string;
    // What a caller can compare: the answer with the address, ids and times taken out.
    const seen = (response: LightMyRequestResponse, email: string) => ({
      status: response.statusCode,
      body: response.body
        .replaceAll(email, 'EMAIL')
        .replace(/"[0-9a-f]{24}"/g, '"ID"')
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"TIME"'),
    });

    const forAccount = await owner.site.request('POST', '/api/config/contributors', {
      email: known,
      role: 1,
    });
    // No one is added on the owner's word alone: not until they accept.
    expect(await contributorRows()).toEqual([]);
    const outsider = new TestClient(app, 'roles-site.localhost');
    expect((await outsider.signIn(known)).statusCode).toBe(200);
    expect((await outsider.request('GET', '/api/config/pages')).statusCode).toBe(403);
    const token = await invitationToken(app, known);
    expect(
      (await owner.site.request('DELETE', `/api/config/invitations/${await pendingIdOf(known)}`)).statusCode,
    ).toBe(200);

    const forNobody = await owner.site.request('POST', '/api/config/contributors', {
      email: unknown,
      role: 1,
    });
    expect(seen(forNobody, unknown)).toEqual(seen(forAccount, known));
    expect(forAccount.statusCode).toBe(201);
    expect(forAccount.json().invitations.map((i: { email: string }) => i.email)).toEqual([known]);
    // The same answer as the invitations call itself, and a mail to either address.
    expect(
      (await owner.site.request('DELETE', `/api/config/invitations/${await pendingIdOf(unknown)}`))
        .statusCode,
    ).toBe(200);
    const invited = await owner.site.request('POST', '/api/config/invitations', { email: unknown, role: 1 });
    expect(seen(invited, unknown)).toEqual(seen(forNobody, unknown));
    await invitationToken(app, unknown);

    // The withdrawn link adds no one; a new one, accepted, does.
    expect((await outsider.request('POST', '/api/invitations/accept', { token })).statusCode).toBe(404);
    expect(await contributorRows()).toEqual([]);
    expect(
      (await owner.site.request('POST', '/api/config/contributors', { email: known, role: 4 })).statusCode,
    ).toBe(201);
    const accepted = await outsider.request('POST', '/api/invitations/accept', {
      token: await invitationToken(app, known),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await contributorRows()).toEqual([{ role: 4 }]);
    expect((await outsider.request('GET', '/api/config/pages')).statusCode).toBe(200);
  });
});
