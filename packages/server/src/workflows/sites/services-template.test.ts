import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedMember } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const HOST = 'template-services.localhost';

/** The Services template keeps a page for the practice's clients, whom the owner adds. */
describeEachDatabase('a site made from the Services template has a client area', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'template-services@example.com', 'template-services', 'services');
  });
  afterAll(() => app.close());

  it('opens visitor accounts with an invite-only Clients area and its Client area page', async () => {
    const site = (await owner.site.request('GET', '/api/config/site')).json();
    expect(site.site.memberAccounts).toBe(true);
    const areas = (await owner.site.request('GET', '/api/config/member-areas')).json().areas;
    expect(areas).toMatchObject([{ name: 'Clients', joinRule: 'invite' }]);
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as {
      title: string;
      memberAreaId: string | null;
    }[];
    expect(pages.find((page) => page.title === 'Client area')?.memberAreaId).toBe(areas[0].id);
    expect(pages.filter((page) => page.memberAreaId !== null)).toHaveLength(1);
  });

  it('refuses a visitor the client page, offers sign-in on the Services page, and shows it to a client', async () => {
    const visitor = new TestClient(app, HOST);
    const refused = await visitor.request('GET', '/clients');
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('Send us your receipts');
    const services = await visitor.request('GET', '/services');
    expect(services.statusCode).toBe(200);
    expect(services.body).toContain('Already a client?');
    // Only the owner adds clients: no join form, a way to sign in.
    expect(services.body).not.toContain('action="/account/join"');
    expect(services.body).toContain('href="/account?next=%2Fclients"');

    const { client, id } = await confirmedMember(app, HOST, 'client@example.com', 'A client');
    expect((await client.request('GET', '/clients')).statusCode).toBe(403);
    const areaId = (await owner.site.request('GET', '/api/config/member-areas')).json().areas[0].id;
    const added = await owner.site.request('PUT', `/api/config/members/${id}/areas/${areaId}`);
    expect(added.statusCode, added.body).toBe(200);
    const shown = await client.request('GET', '/clients');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Send us your receipts');
  });
});
