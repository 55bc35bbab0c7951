import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workshop } from '#modules/events/events.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { ManualClock } from '#platform/jobs/job-clock';
import { publishedBlogAt, publishedBlogs } from '#render/blog-lookup';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

const titles = (html: string) =>
  [...html.matchAll(/<h3 class="event-item__title"><a href="[^"]*">([^<]*)<\/a><\/h3>/g)].map((m) => m[1]);

describeEachDatabase('events pages: what visitors see', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let visitor: TestClient;
  let pageId: string;
  // "Now" is 1 July 2030, 12:00 UTC until a test moves it.
  const clock = new ManualClock(new Date('2030-07-01T12:00:00Z'));

  const add = async (over: Record<string, unknown>) => {
    const response = await owner.site.request('POST', `/api/config/pages/${pageId}/events`, workshop(over));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event as { id: string; slug: string };
  };

  beforeAll(async () => {
    app = await createTestApp(database.current, {}, { jobClock: clock });
    owner = await ownerWithSite(app, 'events-visit@example.com', 'events-visit');
    visitor = new TestClient(app, 'events-visit.localhost');
    pageId = (
      await owner.site.request('POST', '/api/config/pages', { kind: 'events', title: 'Workshops' })
    ).json().page.id;
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    await add({ title: 'Glaze night', start: '2030-07-20T18:00', end: '2030-07-20T21:00' });
    await add({ title: 'Wheel workshop', start: '2030-07-15T10:00', end: '2030-07-15T12:30' });
    await add({ title: 'Spring raku', start: '2030-06-10T10:00', end: '2030-06-10T16:00' });
    await add({ title: 'Winter kiln', start: '2030-01-10T10:00', end: '2030-01-10T16:00' });
    await add({ title: 'Secret draft', start: '2030-07-25T10:00', end: '2030-07-25T12:00', status: 'draft' });
    await add({
      title: 'Open studio',
      allDay: true,
      start: '2030-07-30',
      end: '2030-07-31',
      timeZone: 'Europe/Paris',
    });
    await add({ title: 'Running now', start: '2030-07-01T13:00', end: '2030-07-01T16:00' });
  });
  afterAll(() => app.close());

  it('lists upcoming events soonest first and past ones latest first, published only', async () => {
    const upcoming = await visitor.request('GET', '/workshops');
    expect(upcoming.statusCode).toBe(200);
    expect(titles(upcoming.body)).toEqual(['Running now', 'Wheel workshop', 'Glaze night', 'Open studio']);
    const past = await visitor.request('GET', '/workshops/past');
    expect(titles(past.body)).toEqual(['Spring raku', 'Winter kiln']);
    expect(upcoming.body).not.toContain('Secret draft');
  });

  it('moves an event to the past list once its end passes on the server’s clock', async () => {
    await clock.advance(5 * 3_600_000);
    await app.jobs.idle();
    await app.jobs.tick();
    expect(titles((await visitor.request('GET', '/workshops')).body)).toEqual([
      'Wheel workshop',
      'Glaze night',
      'Open studio',
    ]);
    expect(titles((await visitor.request('GET', '/workshops/past')).body)).toEqual([
      'Running now',
      'Spring raku',
      'Winter kiln',
    ]);
  });

  it('pages the lists ten at a time', async () => {
    for (let i = 1; i <= 9; i++)
      await add({
        title: `Class ${i}`,
        start: `2030-08-${String(i).padStart(2, '0')}T09:00`,
        end: `2030-08-${String(i).padStart(2, '0')}T10:00`,
      });
    const first = await visitor.request('GET', '/workshops');
    expect(titles(first.body)).toHaveLength(10);
    expect(first.body).toContain('href="/workshops?page=2"');
    const second = await visitor.request('GET', '/workshops?page=2');
    expect(titles(second.body)).toEqual(['Class 8', 'Class 9']);
  });

  it('shows an event in its own zone and the page’s language, with Event data and its .ics', async () => {
    const page = await visitor.request('GET', '/workshops/wheel-workshop');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Monday, July 15, 2030');
    expect(page.body).toMatch(/10:00\s*AM\s*–\s*12:30\s*PM/);
    expect(page.body).toContain('Europe/Paris');
    expect(page.body).toContain('href="/workshops/wheel-workshop.ics"');
    expect(page.body).toContain('href="https://tickets.example/wheel"');
    const data = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const event = data.flat().find((d) => d['@type'] === 'Event');
    expect(event).toMatchObject({
      name: 'Wheel workshop',
      startDate: '2030-07-15T08:00:00.000Z',
      location: { name: '12 Rue de la Poterie, Lyon' },
    });
    const ics = await visitor.request('GET', '/workshops/wheel-workshop.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('\r\nDTSTART;TZID=Europe/Paris:20300715T100000\r\n');
    expect(ics.body).toContain('\r\nSUMMARY:Wheel workshop\r\n');
    expect((await visitor.request('GET', '/workshops/secret-draft')).statusCode).toBe(404);
    expect((await visitor.request('GET', '/workshops/secret-draft.ics')).statusCode).toBe(404);
  });

  it('draws a month as a table with links to the months around it', async () => {
    const month = await visitor.request('GET', '/workshops/calendar/2030-07');
    expect(month.statusCode).toBe(200);
    expect(month.body).toContain('<table class="events-calendar__table">');
    expect(month.body).toContain('July 2030');
    expect(month.body).toContain('href="/workshops/calendar/2030-06"');
    expect(month.body).toContain('href="/workshops/calendar/2030-08"');
    expect(month.body).toContain('href="/workshops/wheel-workshop"');
    // The all-day event shows on both its days.
    expect(month.body.match(/href="\/workshops\/open-studio"/g)).toHaveLength(2);
    expect(month.body).not.toContain('Secret draft');
    const current = await visitor.request('GET', '/workshops/calendar');
    expect(current.body).toContain('July 2030');
    expect((await visitor.request('GET', '/workshops/calendar/2030-13')).statusCode).toBe(404);
  });

  it('is no blog: not among the blogs, no feed, in the sitemap once as the page it is', async () => {
    const journal = (
      await owner.site.request('POST', '/api/config/pages', { kind: 'blog', title: 'Journal' })
    ).json().page;
    expect((await owner.site.request('POST', '/api/config/publish')).statusCode).toBe(200);
    const blogs = await publishedBlogs(app.db, owner.siteId);
    expect(blogs.map((blog) => blog.slug)).toEqual([journal.slug]);
    expect(await publishedBlogAt(app.db, owner.siteId, 'workshops', true)).toBeUndefined();
    expect((await visitor.request('GET', '/workshops/rss.xml')).statusCode).toBe(404);
    expect((await visitor.request('GET', `/${journal.slug}/rss.xml`)).statusCode).toBe(200);
    const sitemap = (await visitor.request('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain(`/${journal.slug}</loc>`);
    // Listed once, as an Events page with its published events (not the draft), never as a blog.
    expect(sitemap.match(/\/workshops<\/loc>/g)).toHaveLength(1);
    expect(sitemap).toContain('/workshops/glaze-night</loc>');
    expect(sitemap).not.toContain('secret-draft');
    // Site search finds it once, as the page it is.
    const search = await visitor.request('GET', '/search?q=workshops');
    expect(search.body.match(/class="search-result__path">[^<]*</g)).toEqual([
      'class="search-result__path">/workshops<',
    ]);
  });

  it('shows a change of an event at once, even on a cached page', async () => {
    const before = await visitor.request('GET', '/workshops/glaze-night');
    expect(before.body).toContain('Glaze night');
    const list = (await owner.site.request('GET', `/api/config/pages/${pageId}/events`)).json().events as {
      id: string;
      slug: string;
    }[];
    const glaze = list.find((e) => e.slug === 'glaze-night')!;
    const saved = await owner.site.request(
      'PUT',
      `/api/config/events/${glaze.id}`,
      workshop({ title: 'Glaze evening', start: '2030-07-20T18:00', end: '2030-07-20T21:00' }),
    );
    expect(saved.statusCode).toBe(200);
    const after = await visitor.request('GET', '/workshops/glaze-night');
    expect(after.body).toContain('Glaze evening');
  });
});
