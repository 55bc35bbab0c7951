import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmationMails, Reader, signUpThroughService } from '#modules/newsletter/newsletter.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { clockMoved, createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('the owner’s newsletter subscribers', (database) => {
  let app: FastifyInstance;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;
  const host = 'subs-alice.localhost';
  const newsletterId = 'c'.repeat(24);
  const base = '/api/config/newsletter/subscribers';
  const open = (path: string) => new Reader(app, host).open(path);

  const list = async (query = '') => {
    const response = await alice.site.request('GET', `${base}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { subscribers: { id: string; email: string; status: string }[]; total: number };
  };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    alice = await ownerWithSite(app, 'subs-alice@example.com', 'subs-alice');
    bob = await ownerWithSite(app, 'subs-bob@example.com', 'subs-bob');
    const signUp = signUpThroughService(app, alice.siteId, host);
    for (const email of ['ada@example.com', 'grace@example.org', '=cmd@example.com']) {
      await signUp(email, newsletterId);
      // Apart in time, so newest-first is one order.
      await clockMoved();
    }
    const [mail] = await confirmationMails(app, alice.siteId, 'grace@example.org');
    expect((await open(mail!.confirm)).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('lists the site’s subscribers newest first with their state', async () => {
    const { subscribers, total } = await list();
    expect(total).toBe(3);
    expect(subscribers.map((s) => s.email)).toEqual([
      '=cmd@example.com',
      'grace@example.org',
      'ada@example.com',
    ]);
    expect(subscribers[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email: 'grace@example.org',
      formId: newsletterId,
      status: 'confirmed',
      createdAt: expect.any(String),
      confirmedAt: expect.any(String),
      unsubscribedAt: null,
    });
    expect(subscribers[2]).toMatchObject({ status: 'pending', confirmedAt: null });
  });

  it('searches by address and filters by state', async () => {
    expect((await list('?q=EXAMPLE.ORG')).subscribers.map((s) => s.email)).toEqual(['grace@example.org']);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?status=pending')).subscribers.map((s) => s.email)).toEqual([
      '=cmd@example.com',
      'ada@example.com',
    ]);
    expect((await list('?status=confirmed&q=ada')).total).toBe(0);
    expect((await list('?status=')).total).toBe(3);
    const page = await list('?limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, subscribers: [{ email: 'grace@example.org' }] });
  });

  it('refuses a bad filter with a 400 that names it', async () => {
    for (const query of ['?status=gone', '?limit=0', '?limit=x', `?q=${'a'.repeat(201)}`]) {
      const response = await alice.site.request('GET', `${base}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('invalid_input');
    }
  });

  it('exports every subscriber as CSV, defusing formulas', async () => {
    const response = await alice.site.request('GET', `${base}.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Email,Status,Signed up,Confirmed,Unsubscribed');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'ada@example.com,pending',
      'grace@example.org,confirmed',
      "'=cmd@example.com,pending",
    ]);
  });

  it('unsubscribes one subscriber, and a second time changes nothing', async () => {
    const ada = (await list('?q=ada')).subscribers[0]!;
    const response = await alice.site.request('DELETE', `${base}/${ada.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { subscriber } = response.json();
    expect(subscriber).toMatchObject({ id: ada.id, email: 'ada@example.com', status: 'unsubscribed' });
    expect(subscriber.unsubscribedAt).not.toBeNull();
    const again = await alice.site.request('DELETE', `${base}/${ada.id}`);
    expect(again.json().subscriber.unsubscribedAt).toBe(subscriber.unsubscribedAt);
    // Its pending confirmation link no longer confirms.
    const [mail] = await confirmationMails(app, alice.siteId, 'ada@example.com');
    expect((await open(mail!.confirm)).statusCode).toBe(400);
    for (const id of ['d'.repeat(24), 'nope']) {
      expect((await alice.site.request('DELETE', `${base}/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('keeps each site’s subscribers to itself', async () => {
    expect((await bob.site.request('GET', base)).json()).toEqual({
      subscribers: [],
      next: null,
      total: 0,
      totalCapped: false,
    });
    const csv = (await bob.site.request('GET', `${base}.csv`)).body;
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    const grace = (await list('?q=grace')).subscribers[0]!;
    expect((await bob.site.request('DELETE', `${base}/${grace.id}`)).statusCode).toBe(404);
    expect((await list('?q=grace')).subscribers[0]!.status).toBe('confirmed');
    const intruder = new TestClient(app, host);
    await intruder.signIn('subs-bob@example.com');
    expect((await intruder.request('GET', base)).statusCode).toBe(403);
    expect((await intruder.request('DELETE', `${base}/${grace.id}`)).statusCode).toBe(403);
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new TestClient(app, host);
    for (const url of [base, `${base}.csv`]) {
      expect((await visitor.request('GET', url)).statusCode, url).toBe(401);
    }
  });
});
