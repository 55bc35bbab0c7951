import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases';
import { createTestApp, TestClient } from '../../testing/test-app';

describeEachDatabase('accounts and sessions', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
  });
  afterAll(() => app.close());

  it('signs up, keeps the session in an HttpOnly SameSite cookie, and reports the account', async () => {
    const client = new TestClient(app);
    await client.request('GET', '/api/auth/session');
    const response = await client.request('POST', '/api/auth/signup', {
      email: 'Ada@Example.com',
      password: 'a long enough password',
      displayName: 'Ada',
    });
    expect(response.statusCode).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/atelier_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/atelier_session=[^;]+;.*SameSite=Lax/i);
    const session = await client.request('GET', '/api/auth/session');
    expect(session.json().account).toMatchObject({ email: 'ada@example.com', displayName: 'Ada' });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const client = new TestClient(app);
    await client.signUp('twice@example.com');
    const other = new TestClient(app);
    await other.request('GET', '/api/auth/session');
    const response = await other.request('POST', '/api/auth/signup', {
      email: 'TWICE@example.com',
      password: 'another long password',
      displayName: 'Copy',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email).toBeTruthy();
  });

  it('answers bad input with 400 and names each field', async () => {
    const client = new TestClient(app);
    await client.request('GET', '/api/auth/session');
    const response = await client.request('POST', '/api/auth/signup', {
      email: 'nope',
      password: 'short',
      displayName: '',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['displayName', 'email', 'password']);
    const broken = await client.request('POST', '/api/auth/login', undefined, {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('rotates the session at sign-in and ends it on the server at logout', async () => {
    const client = new TestClient(app);
    await client.signUp('rotate@example.com');
    const before = client.cookies.get('atelier_session');
    const signIn = await client.signIn('rotate@example.com');
    expect(signIn.statusCode).toBe(200);
    const after = client.cookies.get('atelier_session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // The replaced token no longer signs anyone in.
    const stale = new TestClient(app);
    stale.cookies.set('atelier_session', before!);
    expect((await stale.request('GET', '/api/auth/session')).json().account).toBeNull();

    const logout = await client.request('POST', '/api/auth/Logout');
    expect(logout.json()).toMatchObject({ ok: true });
    const replay = new TestClient(app);
    replay.cookies.set('atelier_session', after!);
    expect((await replay.request('GET', '/api/auth/session')).json().account).toBeNull();
  });

  it('rejects a wrong password with the same message as an unknown email', async () => {
    const client = new TestClient(app);
    await client.signUp('wrong@example.com');
    const wrong = await client.signIn('wrong@example.com', 'not the password');
    const unknown = await client.signIn('nobody@example.com', 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Incorrect email or password.');
    expect(unknown.json().error).toBe(wrong.json().error);
  });

  it('slows wrong passwords from one address on one account and says when to retry', async () => {
    const client = new TestClient(app);
    await client.signUp('limited@example.com');
    let last = await client.signIn('limited@example.com', 'guess 0');
    for (let i = 1; i <= 10; i++) last = await client.signIn('limited@example.com', `guess ${i}`);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeEachDatabase('the crumb', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
  });
  afterAll(() => app.close());

  it('answers crumbFail with a fresh crumb when the crumb is missing, and the retry passes', async () => {
    const client = new TestClient(app);
    const response = await client.request('POST', '/api/auth/signup', {
      email: 'crumb@example.com',
      password: 'a long enough password',
      displayName: 'C',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().crumbFail).toBe(true);
    expect(client.cookies.get('crumb')).toBeTruthy();
    const retry = await client.request('POST', '/api/auth/signup', {
      email: 'crumb@example.com',
      password: 'a long enough password',
      displayName: 'C',
    });
    expect(retry.statusCode).toBe(201);
  });

  it('accepts the crumb as a query parameter, as the visitor data layer sends it', async () => {
    const client = new TestClient(app);
    await client.signUp('query@example.com');
    const crumb = client.cookies.get('crumb')!;
    const response = await client.request(
      'POST',
      `/api/auth/Logout?crumb=${encodeURIComponent(crumb)}`,
      undefined,
      {
        crumb: false,
      },
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a crumb made for another session, and a made-up one', async () => {
    const alice = new TestClient(app);
    await alice.signUp('alice@example.com');
    const mallory = new TestClient(app);
    await mallory.signUp('mallory@example.com');
    const foreign = mallory.cookies.get('crumb')!;
    const withForeign = await alice.request('POST', '/api/auth/Logout', undefined, {
      crumb: false,
      headers: { 'x-csrf-token': foreign },
    });
    expect(withForeign.statusCode).toBe(403);
    expect(withForeign.json().crumbFail).toBe(true);
    const madeUp = await alice.request('POST', '/api/auth/Logout', undefined, {
      crumb: false,
      headers: { 'x-csrf-token': 'abc.def' },
    });
    expect(madeUp.statusCode).toBe(403);
    // Alice is still signed in: a failed crumb changes nothing.
    expect((await alice.request('GET', '/api/auth/session')).json().account.email).toBe('alice@example.com');
  });
});
