import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workshop } from '#modules/events/events.test-support';
import { newId, pageWithBlocks } from '#modules/forms/forms.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { ManualClock } from '#platform/jobs/job-clock';
import { isCurrent, pageCacheKey } from '#render/page-cache-key';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const MINUTE = 60_000;
const FIELD = 'document.sections.0.blocks.0.settings.pageId';
const calendarBlock = (pageId?: string) => ({ type: 26, settings: pageId === undefined ? {} : { pageId } });

/**
 * The Calendar block (type 26): an Events page's current month on any page, drawn on the server
 * with no script, its months around as links to the Events page's calendar; it names an Events page
 * of its own site or none; its page is cached and drawn again when an event changes or time moves on.
 */
describeEachDatabase('calendar block: an Events page’s month on another page', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  let visitor: TestClient;
  let eventsPageId: string;
  let visitPageId: string;
  const host = 'calendar-block.localhost';
  // 31 July 2030, 22:00 UTC: August begins two hours later.
  const clock = new ManualClock(new Date('2030-07-31T22:00:00Z'));

  const addEvent = async (over: Record<string, unknown>) => {
    const made = await owner.site.request('POST', `/api/config/pages/${eventsPageId}/events`, workshop(over));
    expect(made.statusCode, made.body).toBe(201);
  };
  const saveBlocks = async (client: TestClient, pageId: string, blocks: object[]) => {
    const draft = (await client.request('GET', `/api/config/pages/${pageId}/draft`)).json();
    return client.request('PUT', `/api/config/pages/${pageId}/draft`, {
      revision: draft.revision,
      document: { sections: [{ id: newId(), blocks: blocks.map((block) => ({ id: newId(), ...block })) }] },
    });
  };
  const cachedVisit = async () => {
    const site = (await app.sites.forHost(host))!;
    const key = pageCacheKey({
      siteId: site.id,
      generation: site.shellGeneration,
      origin: `http://${host}`,
      path: '/visit',
      locale: site.locale,
    });
    const entry = app.pageCache.get(key);
    return entry && isCurrent(entry, site) ? entry : undefined;
  };

  beforeAll(async () => {
    app = await createTestApp(database.current, {}, { jobClock: clock });
    owner = await ownerWithSite(app, 'calendar-block@example.com', 'calendar-block');
    other = await ownerWithSite(app, 'calendar-other@example.com', 'calendar-other');
    visitor = new TestClient(app, host);
    eventsPageId = (
      await owner.site.request('POST', '/api/config/pages', { kind: 'events', title: 'Workshops' })
    ).json().page.id;
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    await addEvent({ title: 'Wheel workshop', start: '2030-07-15T10:00', end: '2030-07-15T12:30' });
    await addEvent({
      title: 'Secret draft',
      start: '2030-07-20T10:00',
      end: '2030-07-20T12:00',
      status: 'draft',
    });
    await addEvent({ title: 'Glaze night', start: '2030-08-05T18:00', end: '2030-08-05T21:00' });
    visitPageId = await pageWithBlocks(owner.site, 'visit', [calendarBlock(eventsPageId)]);
  });
  afterAll(() => app.close());

  it('shows the month with its published events, and links to the months around it: no script', async () => {
    const page = await visitor.request('GET', '/visit');
    expect(page.statusCode).toBe(200);
    const block = /<div data-block-type="26"[^>]*>[\s\S]*?<\/table>/.exec(page.body)?.[0] ?? '';
    expect(block).not.toContain('data-behaviour');
    expect(block).toContain('<table class="events-calendar__table">');
    expect(block).toContain('July 2030');
    expect(block).toContain('href="/workshops/wheel-workshop"');
    expect(block).toContain('href="/workshops/calendar/2030-06"');
    expect(block).toContain('href="/workshops/calendar/2030-08"');
    expect(page.body).not.toContain('Secret draft');
    expect(page.body).toContain('<a href="/workshops">All events</a>');
    // The month after, on the Events page's own calendar.
    const next = await visitor.request('GET', '/workshops/calendar/2030-08');
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('href="/workshops/glaze-night"');
  });

  it('names an Events page of this site, or none yet: anything else is a 400 naming the field', async () => {
    const about = (await owner.site.request('POST', '/api/config/pages', { title: 'About us' })).json().page;
    const theirs = (
      await other.site.request('POST', '/api/config/pages', { kind: 'events', title: 'Their events' })
    ).json().page;
    const before = (await owner.site.request('GET', `/api/config/pages/${visitPageId}/draft`)).json();
    for (const pageId of [about.id, theirs.id, 'a'.repeat(24), 'workshops', 42]) {
      const saved = await saveBlocks(owner.site, visitPageId, [calendarBlock(pageId as string)]);
      expect(saved.statusCode, `${pageId}: ${saved.body}`).toBe(400);
      expect(Object.keys(saved.json().errors)).toEqual([FIELD]);
    }
    const after = (await owner.site.request('GET', `/api/config/pages/${visitPageId}/draft`)).json();
    expect(after.revision).toBe(before.revision);
    // The other site's owner cannot show this site's Events page on hers either.
    const hers = (await other.site.request('POST', '/api/config/pages', { title: 'Hers' })).json().page;
    const refused = await saveBlocks(other.site, hers.id, [calendarBlock(eventsPageId)]);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual([FIELD]);
    // None chosen yet saves, and visitors see nothing of the block.
    await pageWithBlocks(owner.site, 'empty-calendar', [calendarBlock(), calendarBlock('')]);
    const empty = await visitor.request('GET', '/empty-calendar');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('data-block-type="26"');
  });

  it('is cached, and drawn again when an event changes and when the month turns', async () => {
    await visitor.request('GET', '/visit');
    expect(await cachedVisit()).toBeDefined();
    await addEvent({
      title: 'Kiln opening',
      start: '2030-07-31T23:00',
      end: '2030-07-31T23:30',
      timeZone: 'UTC',
    });
    // The save woke the events clock: let it run before looking.
    await app.jobs.tick();
    expect(await cachedVisit()).toBeUndefined();
    expect((await visitor.request('GET', '/visit')).body).toContain('href="/workshops/kiln-opening"');
    const cached = await cachedVisit();
    expect(cached).toBeDefined();
    await clock.advance(60 * MINUTE);
    await app.jobs.idle();
    await app.jobs.tick();
    expect(await cachedVisit()).toBe(cached);
    // Past midnight: August.
    await clock.advance(61 * MINUTE);
    await app.jobs.idle();
    await app.jobs.tick();
    expect(await cachedVisit()).toBeUndefined();
    const august = (await visitor.request('GET', '/visit')).body;
    expect(august).toContain('August 2030');
    expect(august).toContain('href="/workshops/glaze-night"');
    expect(august).toContain('href="/workshops/calendar/2030-09"');
  });
});
