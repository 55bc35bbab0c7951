import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { startSmtpServer } from '#platform/mail/smtp.test-support';
import { confirmationLink, createTestApp, TestClient } from '#testing/test-app';

describeEachDatabase('accounts and sessions', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
  });
  afterAll(() => app.close());

  it('signs up, confirms the address by mail, then keeps the session in an HttpOnly SameSite cookie', async () => {
    const client = new TestClient(app);
    await client.request('GET', '/api/auth/session');
    const response = await client.request('POST', '/api/auth/signup', {
      email: 'Ada@Example.com',
      password: 'a long enough password',
      displayName: 'Ada',
    });
    expect(response.statusCode).toBe(202);
    // The test app has no SMTP_URL: the answer says so, for the platform home to say where the link is.
    expect(response.json()).toEqual({
      verificationSent: true,
      email: 'ada@example.com',
      mailConfigured: false,
    });
    expect(client.cookies.has('atelier_session')).toBe(false);
    // Not before the address is confirmed.
    const early = await client.request('POST', '/api/auth/login', {
      email: 'ada@example.com',
      password: 'a long enough password',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('auth.unverified');
    const link = new URL(await confirmationLink(app, 'ada@example.com'));
    expect(link.host).toBe('localhost');
    const verified = await client.request('GET', link.pathname + link.search);
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/?verified=1');
    // A link works once.
    expect((await client.request('GET', link.pathname + link.search)).headers.location).toBe('/?verified=0');
    const signIn = await client.request('POST', '/api/auth/login', {
      email: 'ada@example.com',
      password: 'a long enough password',
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/atelier_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/atelier_session=[^;]+;.*SameSite=Lax/i);
    const session = await client.request('GET', '/api/auth/session');
    expect(session.json().account).toMatchObject({ email: 'ada@example.com', displayName: 'Ada' });
  });

  it('answers a sign-up for a registered address exactly as for a new one, and mails its holder', async () => {
    const client = new TestClient(app);
    await client.signUp('twice@example.com');
    const answers = [];
    for (const email of ['TWICE@example.com', 'fresh-one@example.com']) {
      const other = new TestClient(app);
      await other.request('GET', '/api/auth/session');
      const response = await other.request('POST', '/api/auth/signup', {
        email,
        password: 'another long password',
        displayName: 'Copy',
      });
      answers.push({
        status: response.statusCode,
        body: response.json(),
        cookies: [...other.cookies.keys()].sort(),
      });
    }
    expect(answers[0]!.status).toBe(202);
    expect({ ...answers[0], body: { ...answers[0]!.body, email: '' } }).toEqual({
      ...answers[1],
      body: { ...answers[1]!.body, email: '' },
    });
    const mails = await app.db
      .selectFrom('mail_messages')
      .select(['kind', 'website_id'])
      .where('to', '=', 'twice@example.com')
      .orderBy('created_at')
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['account-verification', 'account-exists']);
    expect(mails.every((mail) => mail.website_id === null)).toBe(true);
    // The holder's password is untouched.
    expect((await new TestClient(app).signIn('twice@example.com')).statusCode).toBe(200);
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

describeEachDatabase('sign-up and password reset on a server without mail', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
  });
  afterAll(() => app.close());

  it('writes the confirmation and reset links to the log as warnings, where the platform home says they are', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    try {
      const client = new TestClient(app);
      await client.request('GET', '/api/auth/session');
      const signUp = await client.request('POST', '/api/auth/signup', {
        email: 'nomail@example.com',
        password: 'a long enough password',
        displayName: 'No Mail',
      });
      expect(signUp.json().mailConfigured).toBe(false);
      const link = await confirmationLink(app, 'nomail@example.com');
      expect(warn).toHaveBeenCalledWith({ email: 'nomail@example.com', link }, 'sign-up confirmation link');
      // A second sign-up for the address has no link: the log says why, the answer is the same.
      const again = await client.request('POST', '/api/auth/signup', {
        email: 'nomail@example.com',
        password: 'another long password',
        displayName: 'Again',
      });
      expect(again.json()).toEqual(signUp.json());
      expect(warn).toHaveBeenCalledWith(
        { email: 'nomail@example.com' },
        'sign-up confirmation link: none, the address already has an account',
      );

      const reset = await client.request('POST', '/api/auth/password-reset', { email: 'nomail@example.com' });
      expect(reset.statusCode).toBe(202);
      expect(reset.json()).toEqual({ resetSent: true, email: 'nomail@example.com', mailConfigured: false });
      const resetLog = warn.mock.calls.find(([, message]) => message === 'password reset link');
      expect(resetLog).toBeDefined();
      expect((resetLog![0] as { link: string }).link).toMatch(/^http:\/\/localhost\/\?reset=/);
    } finally {
      warn.mockRestore();
    }
  });

  it('says mail is configured, and logs no link, when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    const mailing = await createTestApp(database.current, { SMTP_URL: smtp.url });
    const warn = vi.spyOn(mailing.log, 'warn');
    try {
      const client = new TestClient(mailing);
      await client.request('GET', '/api/auth/session');
      const signUp = await client.request('POST', '/api/auth/signup', {
        email: 'mailed@example.com',
        password: 'a long enough password',
        displayName: 'Mailed',
      });
      expect(signUp.json()).toEqual({
        verificationSent: true,
        email: 'mailed@example.com',
        mailConfigured: true,
      });
      const reset = await client.request('POST', '/api/auth/password-reset', { email: 'mailed@example.com' });
      expect(reset.json().mailConfigured).toBe(true);
      expect(warn.mock.calls.filter(([, message]) => String(message).includes('link'))).toEqual([]);
    } finally {
      warn.mockRestore();
      await mailing.close();
      await smtp.close();
    }
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
    expect(retry.statusCode).toBe(202);
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
