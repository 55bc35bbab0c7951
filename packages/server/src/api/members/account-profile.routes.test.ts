import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmedMember, MEMBER_PASSWORD } from '#modules/members/members.test-support';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TestClient } from '#testing/test-app';
import { follow, lastMailTo, mailsTo, mainOf, post } from './account.test-support';

const HOST = 'profile-a.localhost';
const OTHER_HOST = 'profile-b.localhost';
const NEW_PASSWORD = 'a brand new member password';

describeEachDatabase('the account page: a member’s name, password and email address', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    for (const [email, identifier] of [
      ['profile-owner@example.com', 'profile-a'],
      ['profile-other@example.com', 'profile-b'],
    ] as const) {
      const owner = await ownerWithSite(app, email, identifier);
      await owner.site.request('PATCH', '/api/config/site', { memberAccounts: true });
    }
  });
  afterAll(() => app.close());

  const memberRow = (id: string) =>
    app.db
      .selectFrom('site_members')
      .select(['email', 'display_name', 'email_verified_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const memberOf = async (client: TestClient) =>
    (await client.request('GET', '/api/site-users/account')).json().member as { email: string } | null;
  /** A browser of its own signing in with the JSON call (after the site's crumb). */
  const signIn = async (email: string, password: string, client = new TestClient(app, HOST)) => {
    await client.request('GET', '/api/auth/session');
    return client.request('POST', '/api/site-users/account/session', { email, password });
  };

  it('changes the display name, and keeps what was typed beside the message when it is too long', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'name@example.com', 'Old Name');
    const long = await post(client, '/account/name', { displayName: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.headers['cache-control']).toBe('private, no-store');
    expect(mainOf(long.body)).toContain('<p class="form-error" role="alert">Use at most 100 characters.</p>');
    expect(mainOf(long.body)).toContain(`value="${'x'.repeat(101)}"`);
    expect((await memberRow(id)).display_name).toBe('Old Name');
    const saved = await post(client, '/account/name', { displayName: '  Ada King ' });
    const { location, page } = await follow(client, saved);
    expect(location).toBe('/account?name-saved=1');
    expect(mainOf(page.body)).toContain('Your name is saved.');
    expect(mainOf(page.body)).toMatch(/<input id="profile-name"[^>]*value="Ada King"/);
    expect((await memberRow(id)).display_name).toBe('Ada King');
    // Signed out, a post changes nothing and leads to the sign-in.
    const stranger = new TestClient(app, HOST);
    const refused = await post(stranger, '/account/name', { displayName: 'Mallory' });
    expect(refused.headers.location).toBe('/account');
    expect((await memberRow(id)).display_name).toBe('Ada King');
  });

  it('changes the password after the current one: the other devices sign out, this one stays', async () => {
    const email = 'password@example.com';
    const { client } = await confirmedMember(app, HOST, email);
    const phone = new TestClient(app, HOST);
    expect((await signIn(email, MEMBER_PASSWORD, phone)).statusCode).toBe(200);
    const wrong = await post(client, '/account/password', {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(mainOf(wrong.body)).toContain('The current password is not correct.');
    const short = await post(client, '/account/password', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(mainOf(short.body)).toContain('Use at least 10 characters.');
    expect(await memberOf(phone)).not.toBeNull();
    const changed = await post(client, '/account/password', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    const { location, page } = await follow(client, changed);
    expect(location).toBe('/account?password-saved=1');
    expect(mainOf(page.body)).toContain('Your new password is saved. Your other devices are signed out.');
    expect((await memberOf(client))?.email).toBe(email);
    expect(await memberOf(phone)).toBeNull();
    expect((await signIn(email, MEMBER_PASSWORD)).json().code).toBe('members.bad_credentials');
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles wrong current passwords as it throttles sign-in', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'guessed@example.com');
    const hashOf = async () =>
      (
        await app.db
          .selectFrom('site_members')
          .select('password_hash')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const hash = await hashOf();
    for (let i = 0; i < 5; i++) {
      const wrong = await post(client, '/account/password', {
        currentPassword: `wrong ${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const held = await post(client, '/account/password', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(mainOf(held.body)).toContain('Too many wrong passwords.');
    // The email form checks the same password, under the same throttle.
    const email = await post(client, '/account/email', { email: 'x@example.com', password: MEMBER_PASSWORD });
    expect(email.statusCode).toBe(429);
    // And signing in with it from this address waits too: one count for the account.
    expect((await signIn('guessed@example.com', MEMBER_PASSWORD)).json().code).toBe(
      'members.too_many_attempts',
    );
    expect(await hashOf()).toBe(hash);
  });

  it('moves the account to a new address only once the link mailed there is followed, once', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'old@example.com');
    const wrong = await post(client, '/account/email', { email: 'new@example.com', password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(mainOf(wrong.body)).toContain('The current password is not correct.');
    expect(mainOf(wrong.body)).toContain('value="new@example.com"');
    const same = await post(client, '/account/email', {
      email: 'Old@Example.com',
      password: MEMBER_PASSWORD,
    });
    expect(mainOf(same.body)).toContain('That is already your email address.');
    const asked = await post(client, '/account/email', {
      email: ' New@Example.com ',
      password: MEMBER_PASSWORD,
    });
    const { location, page } = await follow(client, asked);
    expect(location).toBe('/account?email-sent=1');
    expect(mainOf(page.body)).toContain('If that address can be used, we sent it a link.');
    // Nothing changes until the link is followed.
    expect((await memberRow(id)).email).toBe('old@example.com');
    const mail = await lastMailTo(app, 'new@example.com', 'member-email-change');
    expect(mail.subject).toBe('Confirm your new email address at Site profile-a');
    expect(mail.link.startsWith(`http://${HOST}/account/email?token=`)).toBe(true);
    expect(await mailsTo(app, 'old@example.com', 'member-email-changed')).toEqual([]);
    // Another site's host does not know the link, and spends nothing.
    const elsewhere = await new TestClient(app, OTHER_HOST).request('GET', mail.path);
    expect(elsewhere.headers.location).toBe('/account?email-changed=0');
    expect((await memberRow(id)).email).toBe('old@example.com');
    // Followed from any browser (a mail client): the account moves, confirmed; the old address is told.
    const reader = new TestClient(app, HOST);
    const moved = await reader.request('GET', mail.path);
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/account?email-changed=1');
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(moved.headers['referrer-policy']).toBe('no-referrer');
    expect(await memberRow(id)).toMatchObject({
      email: 'new@example.com',
      email_verified_at: expect.any(String),
    });
    const notice = await lastMailTo(app, 'old@example.com', 'member-email-changed');
    expect(notice.subject).toBe('Your email address at Site profile-a was changed');
    expect(notice.text).toContain('is now new@example.com');
    expect(mainOf((await client.request('GET', '/account?email-changed=1')).body)).toContain(
      'Signed in as new@example.com',
    );
    // Once only.
    const again = await follow(reader, await reader.request('GET', mail.path));
    expect(again.location).toBe('/account?email-changed=0');
    expect(mainOf(again.page.body)).toContain('This link has expired or was already used.');
    expect((await signIn('old@example.com', MEMBER_PASSWORD)).json().code).toBe('members.bad_credentials');
    expect((await signIn('new@example.com', MEMBER_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an address that has an account on the site, and mails it nothing', async () => {
    await confirmedMember(app, HOST, 'taken@example.com');
    const { client, id } = await confirmedMember(app, HOST, 'mover@example.com');
    const free = await post(client, '/account/email', {
      email: 'free@example.com',
      password: MEMBER_PASSWORD,
    });
    const taken = await post(client, '/account/email', {
      email: 'taken@example.com',
      password: MEMBER_PASSWORD,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.headers.location).toBe(free.headers.location);
    expect(await mailsTo(app, 'taken@example.com', 'member-email-change')).toEqual([]);
    expect(await mailsTo(app, 'free@example.com', 'member-email-change')).toHaveLength(1);
    // The latest link spends the one before it.
    const first = await lastMailTo(app, 'free@example.com', 'member-email-change');
    await post(client, '/account/email', { email: 'later@example.com', password: MEMBER_PASSWORD });
    expect((await client.request('GET', first.path)).headers.location).toBe('/account?email-changed=0');
    // An address another account takes after the link was mailed stays that account's.
    const later = await lastMailTo(app, 'later@example.com', 'member-email-change');
    await confirmedMember(app, HOST, 'later@example.com');
    expect((await client.request('GET', later.path)).headers.location).toBe('/account?email-changed=0');
    expect((await memberRow(id)).email).toBe('mover@example.com');
  });

  it('refuses an email-change link a day after it was mailed', async () => {
    const { client, id } = await confirmedMember(app, HOST, 'slow@example.com');
    await post(client, '/account/email', { email: 'slow-new@example.com', password: MEMBER_PASSWORD });
    const mail = await lastMailTo(app, 'slow-new@example.com', 'member-email-change');
    const token = await app.db
      .selectFrom('member_tokens')
      .select(['id', 'expires_at'])
      .where('member_id', '=', id)
      .where('purpose', '=', 'email')
      .executeTakeFirstOrThrow();
    // It lasts 24 hours; then the clock passes its end (moved, not waited for).
    const lasts = Date.parse(token.expires_at) - Date.now();
    expect(lasts).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(24 * 3600_000);
    await app.db
      .updateTable('member_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', token.id)
      .execute();
    expect((await client.request('GET', mail.path)).headers.location).toBe('/account?email-changed=0');
    expect((await memberRow(id)).email).toBe('slow@example.com');
  });
});
