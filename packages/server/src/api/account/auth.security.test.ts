import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { issueCrumb, verifyCrumb } from '#platform/security/crumb';
import { createTestApp, TestClient } from '#testing/test-app';

const PASSWORD = 'correct horse battery';

/** A browser on one address: every request names it through the trusted proxy. */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describeEachDatabase('cookies planted by a sibling host', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current, { APP_DOMAIN: 'atelier.test' });
  });
  afterAll(() => app.close());

  it('ignores a session cookie another host issued, listed first, and keeps the owner signed in', async () => {
    const owner = new TestClient(app, 'atelier.test');
    await owner.signUp('owner@tossing.test');
    const own = owner.cookies.get('atelier_session')!;
    // The attacker signs in on their own host and plants that cookie on the parent domain.
    const attacker = new TestClient(app, 'mallory.atelier.test');
    await attacker.signUp('mallory@tossing.test');
    const tossed = attacker.cookies.get('atelier_session')!;

    const both = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: 'atelier.test', cookie: `atelier_session=${tossed}; atelier_session=${own}` },
    });
    expect(both.json().account.email).toBe('owner@tossing.test');
    const onlyTossed = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host: 'atelier.test', cookie: `atelier_session=${tossed}` },
    });
    expect(onlyTossed.json().account).toBeNull();
    const garbage = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: {
        host: 'atelier.test',
        cookie: `atelier_session=TOSSED; crumb=TOSSED.x; atelier_session=${own}`,
      },
    });
    expect(garbage.json().account.email).toBe('owner@tossing.test');
  });

  it('hands out the crumb in the body too, and a tossed crumb cookie does not stop a save', async () => {
    const owner = new TestClient(app, 'atelier.test');
    await owner.signUp('crumbs@tossing.test');
    const session = await owner.request('GET', '/api/auth/session');
    const crumb = session.json().crumb as string;
    expect(crumb).toBe(owner.cookies.get('crumb'));
    owner.cookies.set('crumb', 'TOSSED.x');
    const logout = await owner.request('POST', '/api/auth/Logout', undefined, {
      crumb: false,
      headers: { 'x-csrf-token': crumb },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('clears the platform cookie names on the parent domain at logout', async () => {
    const owner = new TestClient(app, 'atelier.test');
    await owner.signUp('logout@tossing.test');
    const logout = await owner.request('POST', '/api/auth/Logout');
    const cleared = ([] as string[]).concat(logout.headers['set-cookie'] as string[]);
    for (const path of ['/api', '/config']) {
      expect(
        cleared.some(
          (c) =>
            /^atelier_session=;/.test(c) && c.includes(`Path=${path};`) && /Domain=atelier\.test/i.test(c),
        ),
      ).toBe(true);
      expect(
        cleared.some(
          (c) => /^crumb=;/.test(c) && c.includes(`Path=${path};`) && /Domain=atelier\.test/i.test(c),
        ),
      ).toBe(true);
    }
  });
});

describeEachDatabase('cookies over https', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current, { APP_DOMAIN: 'atelier.test', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('keeps the session in a __Host- cookie, Secure, host-only at /, and sends HSTS', async () => {
    await new TestClient(app, 'atelier.test').signUp('https@tossing.test');
    const owner = new TestClient(app, 'atelier.test');
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    await owner.request('GET', '/api/auth/session', undefined, https);
    const signUp = await owner.request(
      'POST',
      '/api/auth/login',
      { email: 'https@tossing.test', password: PASSWORD },
      https,
    );
    expect(signUp.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(signUp.headers['set-cookie'] as string[]);
    const session = cookies.find((c) => c.startsWith('__Host-atelier_session='))!;
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    expect(cookies.find((c) => c.startsWith('crumb='))).toMatch(/; Secure/i);
    expect(signUp.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // The plain name is not trusted over https: only the prefixed one, which no sibling can set.
    const plain = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: {
        host: 'atelier.test',
        'x-forwarded-proto': 'https',
        cookie: `atelier_session=${owner.cookies.get('__Host-atelier_session')}`,
      },
    });
    expect(plain.json().account).toBeNull();
    const me = await owner.request('GET', '/api/auth/session', undefined, https);
    expect(me.json().account.email).toBe('https@tossing.test');
  });

  it('does not believe X-Forwarded-Proto from an address it does not trust', async () => {
    const untrusting = await createTestApp(database.current, { APP_DOMAIN: 'atelier.test' });
    try {
      const response = await untrusting.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { host: 'atelier.test', 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusting.close();
    }
  });
});

describeEachDatabase('sign-in and sign-up from other origins', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current, { APP_DOMAIN: 'atelier.test' });
    app.post('/api/payments/test-provider/webhook', { config: { crumb: false } }, async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  it('refuses a login posted from a sibling site, even with a valid crumb', async () => {
    const owner = new TestClient(app, 'atelier.test');
    await owner.signUp('csrf@origin.test');
    const victim = new TestClient(app, 'atelier.test');
    await victim.request('GET', '/api/auth/session');
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: 'http://mallory.atelier.test' },
      { origin: 'http://mallory.atelier.test' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await victim.request(
        'POST',
        '/api/auth/login',
        { email: 'csrf@origin.test', password: PASSWORD },
        { form: true, headers },
      );
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('cross_origin');
    }
    const signUp = await victim.request(
      'POST',
      '/api/auth/signup',
      { email: 'csrf2@origin.test', password: PASSWORD, displayName: 'X' },
      { form: true, headers: { origin: 'http://evil.example' } },
    );
    expect(signUp.statusCode).toBe(403);
    expect(victim.cookies.has('atelier_session')).toBe(false);

    const sameOrigin = await victim.request(
      'POST',
      '/api/auth/login',
      { email: 'csrf@origin.test', password: PASSWORD },
      { headers: { 'sec-fetch-site': 'same-origin', origin: 'http://atelier.test' } },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('lets payment webhooks through from anywhere', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/test-provider/webhook',
      headers: { host: 'atelier.test', origin: 'https://provider.example', 'sec-fetch-site': 'cross-site' },
      payload: { event: 'paid' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a pre-session crumb replayed from another browser', async () => {
    const attacker = new TestClient(app, 'atelier.test');
    const crumb = (await attacker.request('GET', '/api/auth/session')).json().crumb as string;
    const victim = new TestClient(app, 'atelier.test');
    const replay = await victim.request(
      'POST',
      '/api/auth/signup',
      { email: 'replay@origin.test', password: PASSWORD, displayName: 'R' },
      { crumb: false, headers: { 'x-csrf-token': crumb } },
    );
    expect(replay.statusCode).toBe(403);
    expect(replay.json().crumbFail).toBe(true);
  });
});

describeEachDatabase('sign-up caps', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current, { TRUST_PROXY: '127.0.0.1', SIGN_UPS_PER_HOUR: '3' });
  });
  afterAll(() => app.close());

  it('takes a few sign-ups an hour from one address, then asks it to wait; others are not held back', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const client = new TestClient(app);
      await client.request('GET', '/api/auth/session', undefined, from('203.0.113.50'));
      const response = await client.request(
        'POST',
        '/api/auth/signup',
        { email: `burst${i}@caps.test`, password: PASSWORD, displayName: 'B' },
        from('203.0.113.50'),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const other = new TestClient(app);
    await other.request('GET', '/api/auth/session', undefined, from('198.51.100.50'));
    const elsewhere = await other.request(
      'POST',
      '/api/auth/signup',
      { email: 'calm@caps.test', password: PASSWORD, displayName: 'C' },
      from('198.51.100.50'),
    );
    expect(elsewhere.statusCode).toBe(202);
  });
});

describe('crumbs', () => {
  it('expire well within a session', () => {
    const hourAgo = Date.now() - 3600_000;
    const dayAgo = Date.now() - 24 * 3600_000;
    expect(verifyCrumb('s', 'p:a', issueCrumb('s', 'p:a', hourAgo))).toBe(true);
    expect(verifyCrumb('s', 'p:a', issueCrumb('s', 'p:a', dayAgo))).toBe(false);
    expect(verifyCrumb('s', 'p:b', issueCrumb('s', 'p:a'))).toBe(false);
  });
});

describeEachDatabase('sign-in throttling', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => app.close());

  async function signIn(client: TestClient, email: string, password: string, address: string) {
    await client.request('GET', '/api/auth/session', undefined, from(address));
    return client.request('POST', '/api/auth/login', { email, password }, from(address));
  }

  it('never blocks the right password from another address, however many wrong ones came', async () => {
    const owner = new TestClient(app);
    await owner.signUp('victim@throttle.test');
    const attacker = new TestClient(app);
    let last = await signIn(attacker, 'victim@throttle.test', 'wrong 0', '203.0.113.7');
    for (let i = 1; i < 12; i++)
      last = await signIn(attacker, 'victim@throttle.test', `wrong ${i}`, '203.0.113.7');
    expect(last.statusCode).toBe(429);
    const wait = Number(last.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // Even the right password waits on the guessing address...
    expect((await signIn(attacker, 'victim@throttle.test', PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    // ...but the owner, elsewhere, gets in at once.
    expect(
      (await signIn(new TestClient(app), 'victim@throttle.test', PASSWORD, '198.51.100.1')).statusCode,
    ).toBe(200);
  });

  it('makes each wait longer than the one before', async () => {
    const owner = new TestClient(app);
    await owner.signUp('grow@throttle.test');
    const limiter = app.rateLimiter;
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      await signIn(new TestClient(app), 'grow@throttle.test', `wrong ${i}`, '203.0.113.8');
      const wait = await limiter.peek('login:wait:203.0.113.8|grow@throttle.test');
      waits.push(wait.count > 0 ? wait.retryAfter : 0);
      await limiter.reset('login:wait:203.0.113.8|grow@throttle.test');
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    for (let i = 5; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
  });

  it('counts failures only: many right sign-ins from one address are never throttled', async () => {
    const owner = new TestClient(app);
    await owner.signUp('often@throttle.test');
    for (let i = 0; i < 15; i++) {
      const response = await signIn(new TestClient(app), 'often@throttle.test', PASSWORD, '192.0.2.9');
      expect(response.statusCode).toBe(200);
    }
  });
});
