import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, TestClient } from '#testing/test-app';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

/** The link in the latest password reset mail to an address, or null. */
async function resetToken(app: FastifyInstance, email: string): Promise<string | null> {
  const mail = await app.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to', '=', email)
    .where('kind', '=', 'password-reset')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const link = mail?.text.match(/https?:\/\/\S+\/\?reset=\S+/)?.[0];
  return link ? new URL(link).searchParams.get('reset') : null;
}

describeEachDatabase('password change and reset', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(database.current);
  });
  afterAll(() => app.close());

  const signedIn = async (email: string, password = PASSWORD) => {
    const client = new TestClient(app);
    expect((await client.signIn(email, password)).statusCode).toBe(200);
    return client;
  };
  const accountOf = async (client: TestClient) =>
    (await client.request('GET', '/api/auth/session')).json().account;

  it('changes the password with the current one, ends the other sessions and keeps this one', async () => {
    const here = new TestClient(app);
    await here.signUp('change@example.com');
    const elsewhere = await signedIn('change@example.com');

    const wrong = await here.request('POST', '/api/auth/password', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auth.wrong_password' });
    const short = await here.request('POST', '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Use at least 10 characters.');
    expect(await accountOf(elsewhere)).not.toBeNull();

    const changed = await here.request('POST', '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['cache-control']).toMatch(/no-store/);
    expect((await accountOf(here)).email).toBe('change@example.com');
    expect(await accountOf(elsewhere)).toBeNull();
    expect((await new TestClient(app).signIn('change@example.com', PASSWORD)).statusCode).toBe(400);
    expect((await new TestClient(app).signIn('change@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const notice = await app.db
      .selectFrom('mail_messages')
      .select('kind')
      .where('to', '=', 'change@example.com')
      .where('kind', '=', 'password-changed')
      .execute();
    expect(notice).toHaveLength(1);
  });

  it('asks a visitor to sign in before changing a password', async () => {
    const visitor = new TestClient(app);
    await visitor.request('GET', '/api/auth/session');
    const response = await visitor.request('POST', '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('throttles guesses at the current password like sign-in', async () => {
    const thief = new TestClient(app);
    await thief.signUp('guessed@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await thief.request('POST', '/api/auth/password', {
        currentPassword: `guess ${i}`,
        newPassword: NEW_PASSWORD,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers a reset request the same whether or not the address has an account', async () => {
    await new TestClient(app).signUp('known@example.com');
    const answers = [];
    for (const email of ['KNOWN@example.com', 'unknown@example.com']) {
      const client = new TestClient(app);
      await client.request('GET', '/api/auth/session');
      const response = await client.request('POST', '/api/auth/password-reset', { email });
      answers.push({
        status: response.statusCode,
        keys: Object.keys(response.json()).sort(),
        cookies: [...client.cookies.keys()].sort(),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(202);
    expect(await resetToken(app, 'known@example.com')).toBeTruthy();
    expect(await resetToken(app, 'unknown@example.com')).toBeNull();
    const mail = await app.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('kind', '=', 'password-reset')
      .execute();
    expect(mail.every((m) => m.website_id === null && m.to === 'known@example.com')).toBe(true);
  });

  it('resets with the mailed token once, ends every session, and spends older links', async () => {
    const owner = new TestClient(app);
    await owner.signUp('reset@example.com');
    const other = await signedIn('reset@example.com');
    const asker = new TestClient(app);
    await asker.request('GET', '/api/auth/session');
    await asker.request('POST', '/api/auth/password-reset', { email: 'reset@example.com' });
    const older = (await resetToken(app, 'reset@example.com'))!;
    await asker.request('POST', '/api/auth/password-reset', { email: 'reset@example.com' });
    const token = (await resetToken(app, 'reset@example.com'))!;
    expect(token).not.toBe(older);

    const weak = await asker.request('POST', '/api/auth/password-reset/complete', {
      token,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const done = await asker.request('POST', '/api/auth/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(await accountOf(owner)).toBeNull();
    expect(await accountOf(other)).toBeNull();
    expect((await new TestClient(app).signIn('reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    for (const spent of [token, older]) {
      const again = await asker.request('POST', '/api/auth/password-reset/complete', {
        token: spent,
        password: 'yet another passphrase',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'auth.bad_reset_link' });
    }
    expect((await new TestClient(app).signIn('reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('touches only the account a link or a session belongs to', async () => {
    const alice = new TestClient(app);
    await alice.signUp('alice-pw@example.com');
    const bob = new TestClient(app);
    await bob.signUp('bob-pw@example.com');
    await bob.request('POST', '/api/auth/password-reset', { email: 'bob-pw@example.com' });
    const token = (await resetToken(app, 'bob-pw@example.com'))!;
    // Alice, signed in, uses Bob's link: Bob's password changes, Bob is signed out, Alice is not.
    const used = await alice.request('POST', '/api/auth/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
    });
    expect(used.statusCode).toBe(200);
    expect((await accountOf(alice)).email).toBe('alice-pw@example.com');
    expect(await accountOf(bob)).toBeNull();
    expect((await new TestClient(app).signIn('alice-pw@example.com', PASSWORD)).statusCode).toBe(200);
    // A change from Alice's session changes Alice's password only.
    const changed = await alice.request('POST', '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'alice has a new one',
    });
    expect(changed.statusCode).toBe(200);
    expect((await new TestClient(app).signIn('bob-pw@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await new TestClient(app).signIn('alice-pw@example.com', 'alice has a new one')).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired reset link and a made-up one', async () => {
    await new TestClient(app).signUp('late@example.com');
    const asker = new TestClient(app);
    await asker.request('GET', '/api/auth/session');
    await asker.request('POST', '/api/auth/password-reset', { email: 'late@example.com' });
    const token = (await resetToken(app, 'late@example.com'))!;
    await app.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'reset')
      .execute();
    for (const attempt of [token, 'made-up-token-value']) {
      const response = await asker.request('POST', '/api/auth/password-reset/complete', {
        token: attempt,
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'auth.bad_reset_link' });
    }
    expect((await new TestClient(app).signIn('late@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('sends reset links from the platform home only, and caps requests per address', async () => {
    const onSite = new TestClient(app, 'some-site.localhost');
    const refused = await onSite.request('POST', '/api/auth/password-reset', { email: 'known@example.com' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const client = new TestClient(app);
    await client.request('GET', '/api/auth/session');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await client.request(
        'POST',
        '/api/auth/password-reset',
        { email: `flood${i}@example.com` },
        {
          headers: { 'x-forwarded-for': '203.0.113.77' },
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
