import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { workshop } from '#modules/events/events.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { invitedContributor } from '#testing/invited-contributor';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('events: an Events page an owner adds, and its events', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let pageId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'events-owner@example.com', 'events-studio');
    const page = await owner.site.request('POST', '/api/config/pages', { kind: 'events', title: 'Events' });
    expect(page.statusCode, page.body).toBe(201);
    expect(page.json().page).toMatchObject({ kind: 'events', slug: 'events', path: '/events' });
    pageId = page.json().page.id;
  });
  afterAll(() => app.close());

  const create = (body: Record<string, unknown>) =>
    owner.site.request('POST', `/api/config/pages/${pageId}/events`, body);

  it('lists the Events page as kind events among the pages', async () => {
    const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages as {
      id: string;
      kind: string;
    }[];
    expect(pages.find((p) => p.id === pageId)?.kind).toBe('events');
  });

  it('creates an event with every field, working out the instants from its zone', async () => {
    const response = await create(workshop());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event).toMatchObject({
      title: 'Wheel workshop',
      slug: 'wheel-workshop',
      path: '/events/wheel-workshop',
      allDay: false,
      start: '2030-07-15T10:00',
      end: '2030-07-15T12:30',
      timeZone: 'Europe/Paris',
      startsAt: '2030-07-15T08:00:00.000Z',
      endsAt: '2030-07-15T10:30:00.000Z',
      location: '12 Rue de la Poterie, Lyon',
      link: 'https://tickets.example/wheel',
      status: 'published',
      mediaId: null,
    });
    const again = await create(workshop());
    expect(again.json().event.slug).toBe('wheel-workshop-2');
    const list = (await owner.site.request('GET', `/api/config/pages/${pageId}/events`)).json().events;
    expect(list.map((e: { slug: string }) => e.slug).sort()).toEqual(['wheel-workshop', 'wheel-workshop-2']);
  });

  it('makes an all-day event last to the end of its last day in its zone', async () => {
    const response = await create(
      workshop({
        title: 'Open studio',
        allDay: true,
        start: '2030-08-01',
        end: '2030-08-02',
        timeZone: 'Asia/Tokyo',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().event).toMatchObject({
      allDay: true,
      startsAt: '2030-07-31T15:00:00.000Z',
      endsAt: '2030-08-02T15:00:00.000Z',
    });
  });

  it('answers bad input with a 400 naming the field, and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [workshop({ end: '2030-07-15T09:00' }), 'end'],
      [workshop({ end: '2030-07-15T10:00' }), 'end'],
      [workshop({ allDay: true, start: '2030-08-02', end: '2030-08-01' }), 'end'],
      [workshop({ timeZone: 'Mars/Olympus' }), 'timeZone'],
      [workshop({ link: 'http://tickets.example/wheel' }), 'link'],
      [workshop({ link: 'javascript:alert(1)' }), 'link'],
      [workshop({ start: '2030-02-30T10:00' }), 'start'],
      [workshop({ title: '' }), 'title'],
      [workshop({ status: 'live' }), 'status'],
      [workshop({ description: { type: 'para' } }), 'description'],
      [workshop({ mediaId: 'a'.repeat(24) }), 'mediaId'],
    ];
    const before = (await owner.site.request('GET', `/api/config/pages/${pageId}/events`)).json().events
      .length;
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    const after = (await owner.site.request('GET', `/api/config/pages/${pageId}/events`)).json().events
      .length;
    expect(after).toBe(before);
  });

  it('saves every field, duplicates as a draft copy and deletes', async () => {
    const made = (await create(workshop({ title: 'Glaze night' }))).json().event;
    const saved = await owner.site.request(
      'PUT',
      `/api/config/events/${made.id}`,
      workshop({
        title: 'Glaze evening',
        start: '2030-09-01T18:00',
        end: '2030-09-01T21:00',
        link: null,
        status: 'draft',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event).toMatchObject({
      title: 'Glaze evening',
      slug: 'glaze-night',
      link: null,
      status: 'draft',
    });
    const copy = await owner.site.request('POST', `/api/config/events/${made.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().event).toMatchObject({
      title: 'Copy of Glaze evening',
      status: 'draft',
      start: '2030-09-01T18:00',
    });
    expect((await owner.site.request('DELETE', `/api/config/events/${made.id}`)).statusCode).toBe(200);
    expect((await owner.site.request('GET', `/api/config/events/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses events on a page that is no Events page', async () => {
    const plain = (await owner.site.request('POST', '/api/config/pages', { title: 'About us' })).json().page;
    const response = await owner.site.request('POST', `/api/config/pages/${plain.id}/events`, workshop());
    expect(response.statusCode).toBe(404);
  });
});

describeEachDatabase('events: tenancy and roles', (database) => {
  let app: FastifyInstance;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let pageId: string;
  let eventId: string;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    bob = await ownerWithSite(app, 'bob-events@example.com', 'bob-events');
    alice = await ownerWithSite(app, 'alice-events@example.com', 'alice-events');
    pageId = (await bob.site.request('POST', '/api/config/pages', { kind: 'events', title: 'Events' })).json()
      .page.id;
    eventId = (await bob.site.request('POST', `/api/config/pages/${pageId}/events`, workshop())).json().event
      .id;
  });
  afterAll(() => app.close());

  const attempts = (client: TestClient) => [
    () => client.request('POST', `/api/config/pages/${pageId}/events`, workshop({ title: 'Taken over' })),
    () => client.request('PUT', `/api/config/events/${eventId}`, workshop({ title: 'Changed' })),
    () => client.request('POST', `/api/config/events/${eventId}/duplicate`),
    () => client.request('DELETE', `/api/config/events/${eventId}`),
  ];
  const bobsTitles = async () =>
    (
      (await bob.site.request('GET', `/api/config/pages/${pageId}/events`)).json().events as {
        title: string;
      }[]
    ).map((e) => e.title);

  it('refuses another owner on Bob’s host, and finds nothing of Bob’s on her own host', async () => {
    const intruder = new TestClient(app, 'bob-events.localhost');
    expect((await intruder.signIn('alice-events@example.com')).statusCode).toBe(200);
    for (const attempt of attempts(intruder)) expect((await attempt()).statusCode).toBe(403);
    expect((await intruder.request('GET', `/api/config/pages/${pageId}/events`)).statusCode).toBe(403);
    for (const attempt of attempts(alice.site)) expect((await attempt()).statusCode).toBe(404);
    expect((await alice.site.request('GET', `/api/config/events/${eventId}`)).statusCode).toBe(404);
    expect(await bobsTitles()).toEqual(['Wheel workshop']);
  });

  it('asks a visitor with no session to sign in', async () => {
    const visitor = new TestClient(app, 'bob-events.localhost');
    await visitor.request('GET', '/api/auth/session');
    for (const attempt of attempts(visitor)) {
      const response = await attempt();
      expect(response.statusCode).toBe(401);
      expect(response.json().loginRequired).toBe(true);
    }
  });

  it('needs `pages` to change events: an editor may, a store manager and a viewer only read', async () => {
    const editor = await invitedContributor(
      app,
      bob.site,
      'events-editor@example.com',
      ContributorRole.editor,
    );
    const manager = await invitedContributor(
      app,
      bob.site,
      'events-manager@example.com',
      ContributorRole.storeManager,
    );
    const viewer = await invitedContributor(
      app,
      bob.site,
      'events-viewer@example.com',
      ContributorRole.viewer,
    );
    for (const client of [manager, viewer]) {
      for (const attempt of attempts(client)) expect((await attempt()).statusCode).toBe(403);
      expect((await client.request('GET', `/api/config/pages/${pageId}/events`)).statusCode).toBe(200);
    }
    expect(await bobsTitles()).toEqual(['Wheel workshop']);
    const [add, save, copy, remove] = attempts(editor);
    expect((await add!()).statusCode).toBe(201);
    expect((await save!()).statusCode).toBe(200);
    expect((await copy!()).statusCode).toBe(201);
    expect((await remove!()).statusCode).toBe(200);
  });
});
