import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';
import { SiteDirectory } from './site-directory';

describeEachDatabase('the site directory', (database) => {
  let app: FastifyInstance;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp(database.current);
    for (const name of ['dir-a', 'dir-b', 'dir-c']) {
      ids[name] = (await ownerWithSite(app, `${name}@example.com`, name)).siteId;
    }
  });
  afterAll(() => app.close());

  it('keeps at most its hosts, letting go of one not asked for lately, never of all at once', async () => {
    const directory = new SiteDirectory(app.db, 'localhost', 2);
    expect((await directory.forHost('dir-a.localhost'))?.id).toBe(ids['dir-a']);
    await directory.forHost('dir-b.localhost');
    directory.peek('dir-a.localhost');
    await directory.forHost('dir-c.localhost');
    expect(directory.size).toBe(2);
    expect(directory.peek('dir-a.localhost')?.id).toBe(ids['dir-a']);
    expect(directory.peek('dir-c.localhost')?.id).toBe(ids['dir-c']);
    expect(directory.peek('dir-b.localhost')).toBeUndefined();
    // Let go of, a host is read again when asked for.
    expect((await directory.forHost('dir-b.localhost'))?.id).toBe(ids['dir-b']);
  });

  it('forgets one site’s hosts on a change, and every host it knew to have no site', async () => {
    const directory = new SiteDirectory(app.db, 'localhost');
    await directory.forHost('dir-a.localhost');
    await directory.forHost('dir-b.localhost');
    expect(await directory.forHost('nobody.localhost')).toBeNull();
    expect(directory.peek('nobody.localhost')).toBeNull();
    directory.forget(ids['dir-a']!);
    expect(directory.peek('dir-a.localhost')).toBeUndefined();
    expect(directory.peek('dir-b.localhost')?.id).toBe(ids['dir-b']);
    expect(directory.peek('nobody.localhost')).toBeUndefined();
  });

  it('does not keep what a read found when the site changed while it was under way', async () => {
    const directory = new SiteDirectory(app.db, 'localhost');
    const reading = directory.forHost('dir-c.localhost');
    directory.forget(ids['dir-c']!);
    // The request that read it is answered; the next one reads again, after the change.
    expect((await reading)?.id).toBe(ids['dir-c']);
    expect(directory.peek('dir-c.localhost')).toBeUndefined();
    await directory.forHost('dir-c.localhost');
    expect(directory.peek('dir-c.localhost')?.id).toBe(ids['dir-c']);
  });

  it('tells its listeners of an invalidation, as Redis carries it to the other processes', () => {
    const directory = new SiteDirectory(app.db, 'localhost');
    const told: string[] = [];
    directory.onInvalidate((siteId) => told.push(siteId));
    directory.invalidate(ids['dir-a']!);
    expect(told).toEqual([ids['dir-a']]);
  });
});
