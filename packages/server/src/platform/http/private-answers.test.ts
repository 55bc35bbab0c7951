import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { isPrivatePath } from './private-answers.plugin';

describeEachDatabase('owner-specific answers are never cached', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const id = 'a'.repeat(24);

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'private@example.com', 'private-site');
  });
  afterAll(() => app.close());

  it('keeps the search page of a signed-in owner out of caches, not a visitor’s', async () => {
    const mine = await owner.site.request('GET', '/search?q=studio');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('private@example.com');
    const theirs = await new TestClient(app, 'private-site.localhost').request('GET', '/search?q=studio');
    expect(theirs.body).not.toContain('private@example.com');
    expect(String(theirs.headers['cache-control'] ?? '')).not.toContain('private');
  });

  // Last: the routes include signing out.
  it('carries no-store on every owner route the app registers, for the owner and for a visitor', async () => {
    const routes = app.routeTable.filter((route) => route.method !== 'HEAD' && isPrivatePath(route.url));
    expect(routes.length).toBeGreaterThan(25);
    const visitor = new TestClient(app, 'private-site.localhost');
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, id).replace(/\*$/, 'x');
      const client = url.startsWith('/api/platform/') ? owner.home : owner.site;
      for (const who of [client, visitor]) {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const response = await who.request(method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
        expect(response.headers['cache-control'], `${route.method} ${url}`).toContain('no-store');
      }
    }
  });
});
