import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workshop } from '#modules/events/events.test-support';
import { announcePassedEvents } from '#modules/events/events-clock';
import { describeEachDatabase } from '#platform/db/test-databases';
import { ManualClock } from '#platform/jobs/job-clock';
import type { CachedPage } from '#render/html-cache';
import { isCurrent, pageCacheKey } from '#render/page-cache-key';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const MINUTE = 60_000;
const titles = (html: string) =>
  [...html.matchAll(/<h3 class="event-item__title"><a href="[^"]*">([^<]*)<\/a><\/h3>/g)].map((m) => m[1]);
/** The day number the calendar marks as today. */
const today = (html: string) =>
  /aria-current="date"><span class="events-calendar__number" aria-hidden="true">(\d+)</.exec(html)?.[1];

/**
 * An Events page's lists and months are cached like any page; the events clock (a job on the
 * runner's clock, which the test moves) renders them afresh when an event ends and when a day begins.
 */
describeEachDatabase('events pages: cached, and refreshed by the events clock', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let visitor: TestClient;
  const host = 'events-cache.localhost';
  const PATHS = ['/workshops', '/workshops/past', '/workshops/calendar', '/workshops/calendar/2030-07'];
  // 14 July 2030, 22:00 UTC: the late firing ends at 23:30, an hour and a half before midnight.
  const clock = new ManualClock(new Date('2030-07-14T22:00:00Z'));

  async function cachedCopies(): Promise<Record<string, CachedPage | undefined>> {
    const site = (await app.sites.forHost(host))!;
    const copies: Record<string, CachedPage | undefined> = {};
    for (const path of PATHS) {
      const key = pageCacheKey({
        siteId: site.id,
        generation: site.shellGeneration,
        origin: `http://${host}`,
        path,
        locale: site.locale,
      });
      const entry = app.pageCache.get(key);
      copies[path] = entry && isCurrent(entry, site) ? entry : undefined;
    }
    return copies;
  }

  async function visitAll() {
    const bodies: Record<string, string> = {};
    for (const path of PATHS) {
      const response = await visitor.request('GET', path);
      expect(response.statusCode, path).toBe(200);
      bodies[path] = response.body;
    }
    const copies = await cachedCopies();
    for (const path of PATHS) expect(copies[path], path).toBeDefined();
    return { bodies, copies };
  }

  /** Moves the job clock on, then runs what is due at the new time (as the runner's timer would). */
  async function moveClock(ms: number) {
    await clock.advance(ms);
    await app.jobs.idle();
    await app.jobs.tick();
  }

  beforeAll(async () => {
    app = await createTestApp(database.current, {}, { jobClock: clock });
    owner = await ownerWithSite(app, 'events-cache@example.com', 'events-cache');
    visitor = new TestClient(app, host);
    const pageId = (
      await owner.site.request('POST', '/api/config/pages', { kind: 'events', title: 'Workshops' })
    ).json().page.id;
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    for (const event of [
      { title: 'Late firing', start: '2030-07-14T22:30', end: '2030-07-14T23:30', timeZone: 'UTC' },
      { title: 'Wheel workshop', start: '2030-07-20T10:00', end: '2030-07-20T12:00', timeZone: 'UTC' },
    ]) {
      const made = await owner.site.request('POST', `/api/config/pages/${pageId}/events`, workshop(event));
      expect(made.statusCode, made.body).toBe(201);
    }
    // Each save woke the events clock: let it run before looking.
    await app.jobs.tick();
  });
  afterAll(() => app.close());

  it('caches the lists and months, and keeps them while nothing ends', async () => {
    const { bodies, copies } = await visitAll();
    expect(titles(bodies['/workshops']!)).toEqual(['Late firing', 'Wheel workshop']);
    expect(titles(bodies['/workshops/past']!)).toEqual([]);
    expect(today(bodies['/workshops/calendar']!)).toBe('14');
    await moveClock(89 * MINUTE);
    const after = await cachedCopies();
    for (const path of PATHS) expect(after[path], path).toBe(copies[path]);
  });

  it('renders them afresh once an event’s end passes on the clock', async () => {
    const { copies } = await visitAll();
    await moveClock(2 * MINUTE);
    const after = await cachedCopies();
    for (const path of PATHS) expect(after[path], path).toBeUndefined();
    const { bodies } = await visitAll();
    expect(titles(bodies['/workshops']!)).toEqual(['Wheel workshop']);
    expect(titles(bodies['/workshops/past']!)).toEqual(['Late firing']);
    expect(copies['/workshops']).not.toBe((await cachedCopies())['/workshops']);
  });

  it('moves today’s mark when a day begins', async () => {
    await visitAll();
    // 23:31 → 00:01 the next day.
    await moveClock(30 * MINUTE);
    const after = await cachedCopies();
    expect(after['/workshops/calendar']).toBeUndefined();
    const { bodies } = await visitAll();
    expect(today(bodies['/workshops/calendar']!)).toBe('15');
    expect(today(bodies['/workshops/calendar/2030-07']!)).toBe('15');
  });

  it('announces each end once, whichever process looks', async () => {
    const generation = async () =>
      (
        await app.db
          .selectFrom('websites')
          .select('render_generation')
          .where('id', '=', owner.siteId)
          .executeTakeFirstOrThrow()
      ).render_generation;
    const before = await generation();
    expect(await announcePassedEvents(app.db, clock.now())).toEqual([]);
    expect(await generation()).toBe(before);
  });
});
