import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { simpleProductBody } from '#modules/catalogue/catalogue.test-support';
import { confirmedMember } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { Shopper } from '#workflows/checkout/store.test-support';

const HOST = 'club-a.localhost';

describeEachDatabase('the owner’s members and member areas', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let other: Awaited<ReturnType<typeof ownerWithSite>>;
  const people: Record<string, string> = {};
  let area = '';

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'club-owner@example.com', 'club-a');
    other = await ownerWithSite(app, 'club-other@example.com', 'club-b');
    await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    for (const [email, name] of [
      ['ada@example.com', 'Ada Lovelace'],
      ['grace@example.com', 'Grace Hopper'],
      ['alan@example.com', 'Alan Turing'],
    ] as const)
      people[email] = (await confirmedMember(app, HOST, email, name)).id;
    // One who never confirmed.
    const pending = new TestClient(app, HOST);
    await pending.request('GET', '/api/auth/session');
    await pending.request('POST', '/api/site-users/account', {
      email: 'pending@example.com',
      password: 'long enough password',
    });
  });
  afterAll(() => app.close());

  it('makes, changes and lists member areas, refusing a bad one with each field named', async () => {
    const bad = await owner.site.request('POST', '/api/config/member-areas', {
      name: '  ',
      joinRule: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['joinRule', 'name']);
    const made = await owner.site.request('POST', '/api/config/member-areas', {
      name: 'Studio members',
      welcomeText: 'Welcome to the studio.',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().area).toMatchObject({
      name: 'Studio members',
      joinRule: 'open',
      welcomeText: 'Welcome to the studio.',
    });
    area = made.json().area.id;
    const second = await owner.site.request('POST', '/api/config/member-areas', {
      name: 'Teachers',
      joinRule: 'invite',
    });
    const changed = await owner.site.request('PATCH', `/api/config/member-areas/${second.json().area.id}`, {
      name: 'Teachers only',
    });
    expect(changed.json().area).toMatchObject({ name: 'Teachers only', joinRule: 'invite' });
    const nothing = await owner.site.request(
      'PATCH',
      `/api/config/member-areas/${second.json().area.id}`,
      {},
    );
    expect(nothing.json().area).toEqual(changed.json().area);
    const list = (await owner.site.request('GET', '/api/config/member-areas')).json().areas;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Studio members', 'Teachers only']);
    expect(
      (await owner.site.request('DELETE', `/api/config/member-areas/${second.json().area.id}`)).json(),
    ).toEqual({
      ok: true,
    });
    expect((await owner.site.request('GET', '/api/config/member-areas')).json().areas).toHaveLength(1);
  });

  it('lists members newest first by key, searches names and addresses, and filters', async () => {
    const first = await owner.site.request('GET', '/api/config/members?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ total: 4, totalCapped: false });
    expect(first.json().members.map((m: { email: string }) => m.email)).toEqual([
      'pending@example.com',
      'alan@example.com',
    ]);
    const rest = await owner.site.request('GET', `/api/config/members?limit=2&cursor=${first.json().next}`);
    expect(rest.json().members.map((m: { email: string }) => m.email)).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
    expect(rest.json().next).toBeNull();
    const search = (await owner.site.request('GET', '/api/config/members?q=hopper')).json();
    expect(search.members.map((m: { email: string }) => m.email)).toEqual(['grace@example.com']);
    const unconfirmed = (await owner.site.request('GET', '/api/config/members?verified=no')).json();
    expect(unconfirmed.members).toEqual([
      expect.objectContaining({ email: 'pending@example.com', verified: false, areas: [] }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await owner.site.request('GET', `/api/config/members?joinedFrom=${today}&joinedTo=${today}`)).json()
        .total,
    ).toBe(4);
    expect((await owner.site.request('GET', '/api/config/members?joinedFrom=2001-02-30')).statusCode).toBe(
      400,
    );
    expect((await owner.site.request('GET', '/api/config/members?cursor=nonsense')).statusCode).toBe(400);
  });

  it('gives and removes access to an area, and filters the list by it', async () => {
    const ada = people['ada@example.com']!;
    const given = await owner.site.request('PUT', `/api/config/members/${ada}/areas/${area}`);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().member.areas).toEqual([
      { areaId: area, grantedBy: 'owner', grantedAt: expect.any(String) },
    ]);
    // Given again: still one grant, the first.
    const again = await owner.site.request('PUT', `/api/config/members/${ada}/areas/${area}`);
    expect(again.json().member.areas).toEqual(given.json().member.areas);
    const inArea = (await owner.site.request('GET', `/api/config/members?area=${area}`)).json();
    expect(inArea.members.map((m: { email: string }) => m.email)).toEqual(['ada@example.com']);
    const removed = await owner.site.request('DELETE', `/api/config/members/${ada}/areas/${area}`);
    expect(removed.json().member.areas).toEqual([]);
    expect((await owner.site.request('GET', `/api/config/members?area=${area}`)).json().members).toEqual([]);
    expect(
      (await owner.site.request('PUT', `/api/config/members/${ada}/areas/${'f'.repeat(24)}`)).statusCode,
    ).toBe(404);
    expect(
      (await owner.site.request('PUT', `/api/config/members/${'f'.repeat(24)}/areas/${area}`)).statusCode,
    ).toBe(404);
    expect((await owner.site.request('PUT', `/api/config/members/not-an-id/areas/${area}`)).statusCode).toBe(
      404,
    );
  });

  it('shows a member’s detail with the orders placed with their confirmed address', async () => {
    const made = await owner.site.request(
      'POST',
      '/api/config/store/products',
      simpleProductBody('Club Mug', 5, 1500),
    );
    const shopper = await new Shopper(app, HOST).start();
    expect((await shopper.add(made.json().product.variants[0].id, 1)).statusCode).toBe(200);
    const checkout = await shopper.checkout({ email: 'grace@example.com' });
    expect((await shopper.pay(checkout.json().redirectUrl)).json().outcome).toBe('paid');
    const detail = await owner.site.request('GET', `/api/config/members/${people['grace@example.com']}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().member).toMatchObject({
      email: 'grace@example.com',
      displayName: 'Grace Hopper',
      verified: true,
    });
    expect(detail.json().orders).toEqual([
      expect.objectContaining({ status: 'paid', total: expect.any(Number), currency: 'USD' }),
    ]);
    const ada = (await owner.site.request('GET', `/api/config/members/${people['ada@example.com']}`)).json();
    expect(ada.orders).toEqual([]);
  });

  it('exports every member as CSV, oldest first', async () => {
    const csv = await owner.site.request('GET', '/api/config/members.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Email,Name,Confirmed,Joined,Language');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'ada@example.com',
      'grace@example.com',
      'alan@example.com',
      'pending@example.com',
    ]);
  });

  it('shows another site’s owner nothing and lets them change nothing', async () => {
    const ada = people['ada@example.com']!;
    expect((await other.site.request('GET', '/api/config/members')).json().total).toBe(0);
    for (const [method, url] of [
      ['GET', `/api/config/members/${ada}`],
      ['PUT', `/api/config/members/${ada}/areas/${area}`],
      ['DELETE', `/api/config/members/${ada}/areas/${area}`],
      ['PATCH', `/api/config/member-areas/${area}`],
      ['DELETE', `/api/config/member-areas/${area}`],
    ] as const)
      expect(
        (await other.site.request(method, url, method === 'PATCH' ? { name: 'Mine' } : undefined)).statusCode,
        url,
      ).toBe(404);
    // Signed in as the other site's owner on this site's host: no role here.
    const intruder = new TestClient(app, HOST);
    await intruder.signIn('club-other@example.com');
    expect((await intruder.request('GET', '/api/config/members')).statusCode).toBe(403);
    const visitor = new TestClient(app, HOST);
    await visitor.request('GET', '/api/auth/session');
    expect((await visitor.request('GET', '/api/config/members')).statusCode).toBe(401);
    expect((await owner.site.request('GET', '/api/config/member-areas')).json().areas[0].name).toBe(
      'Studio members',
    );
  });
});
