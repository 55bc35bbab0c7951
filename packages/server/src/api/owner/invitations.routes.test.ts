import { ContributorRole } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInvitationToken, signInvitation } from '#modules/contributors/invitations.service';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite, TEST_SECRET, TestClient } from '#testing/test-app';

const SITE = 'invite-site.localhost';

describe('invitation tokens', () => {
  const id = 'a'.repeat(24);
  it('accept our own signature until the expiry only', () => {
    const expires = new Date('2030-01-02T00:00:00Z');
    const token = signInvitation(TEST_SECRET, id, expires);
    expect(readInvitationToken(TEST_SECRET, token, new Date('2030-01-01T00:00:00Z'))).toBe(id);
    expect(readInvitationToken(TEST_SECRET, token, new Date('2030-01-03T00:00:00Z'))).toBeNull();
    expect(readInvitationToken('another-secret', token, new Date('2030-01-01T00:00:00Z'))).toBeNull();
    const [, , signature] = token.split('.');
    const longer = `${id}.${(expires.getTime() * 2).toString(36)}.${signature}`;
    expect(readInvitationToken(TEST_SECRET, longer, new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });
});

describeEachDatabase('inviting contributors by email', (database) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;

  beforeAll(async () => {
    app = await createTestApp(database.current);
    owner = await ownerWithSite(app, 'invite-owner@example.com', 'invite-site');
  });
  afterAll(() => app.close());

  async function invite(email: string, role: number): Promise<string> {
    const response = await owner.site.request('POST', '/api/config/invitations', { email, role });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await app.db
      .selectFrom('mail_messages')
      .select(['text', 'subject', 'website_id'])
      .where('to', '=', email)
      .where('kind', '=', 'contributor-invitation')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Invitation to work on Site invite-site');
    expect(mail.website_id).toBe(owner.siteId);
    const link = mail.text.match(/http:\/\/\S+\/config\/\?invitation=\S+/)?.[0];
    expect(link).toBeDefined();
    return decodeURIComponent(new URL(link!).searchParams.get('invitation')!);
  }

  it('lists a pending invitation, and a newcomer accepts by opening an account', async () => {
    const token = await invite('new.editor@example.com', ContributorRole.editor);
    const listed = (await owner.site.request('GET', '/api/config/contributors')).json();
    expect(listed.invitations.map((i: { email: string }) => i.email)).toEqual(['new.editor@example.com']);

    const guest = new TestClient(app, SITE);
    await guest.request('GET', '/api/auth/session');
    const shown = await guest.request('GET', `/api/invitations/${encodeURIComponent(token)}`);
    expect(shown.json().invitation).toMatchObject({
      siteTitle: 'Site invite-site',
      email: 'new.editor@example.com',
      roleName: 'editor',
      accountExists: false,
    });
    const short = await guest.request('POST', '/api/invitations/accept', {
      token,
      password: 'short',
      displayName: 'New',
    });
    expect(short.statusCode).toBe(400);
    const accepted = await guest.request('POST', '/api/invitations/accept', {
      token,
      password: 'a long enough password',
      displayName: 'New Editor',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Signed in on the site at once, with the role's permissions and no more.
    expect((await guest.request('GET', '/api/config/pages')).statusCode).toBe(200);
    const domain = await guest.request('POST', '/api/config/domains', { hostname: 'new-editor.example' });
    expect(domain.statusCode).toBe(403);
    // The link is spent.
    const again = await new TestClient(app, SITE).request(
      'GET',
      `/api/invitations/${encodeURIComponent(token)}`,
    );
    expect(again.statusCode).toBe(404);
    const after = (await owner.site.request('GET', '/api/config/contributors')).json();
    expect(after.invitations).toEqual([]);
    expect(after.contributors.map((c: { email: string }) => c.email)).toContain('new.editor@example.com');
  });

  it('lets an existing account accept only when signed in with the invited address', async () => {
    const home = new TestClient(app, 'localhost');
    await home.signUp('known@example.com');
    await home.signUp('someone.else@example.com');
    const token = await invite('known@example.com', ContributorRole.viewer);

    const other = new TestClient(app, SITE);
    await other.signIn('someone.else@example.com');
    const refused = await other.request('POST', '/api/invitations/accept', { token });
    expect(refused.statusCode).toBe(403);

    const anonymous = new TestClient(app, SITE);
    await anonymous.request('GET', '/api/auth/session');
    const taken = await anonymous.request('POST', '/api/invitations/accept', {
      token,
      password: 'a long enough password',
      displayName: 'Impostor',
    });
    expect(taken.statusCode).toBe(409);

    const known = new TestClient(app, SITE);
    await known.signIn('known@example.com');
    expect((await known.request('POST', '/api/invitations/accept', { token })).statusCode).toBe(200);
    expect((await known.request('GET', '/api/config/pages')).statusCode).toBe(200);
    expect((await known.request('POST', '/api/config/pages', { title: 'Nope' })).statusCode).toBe(403);
  });

  it('stops a withdrawn link from working', async () => {
    const token = await invite('withdrawn@example.com', ContributorRole.editor);
    const { invitations } = (await owner.site.request('GET', '/api/config/contributors')).json();
    const id = invitations.find((i: { email: string }) => i.email === 'withdrawn@example.com').id;
    expect((await owner.site.request('DELETE', `/api/config/invitations/${id}`)).statusCode).toBe(200);
    expect((await owner.site.request('DELETE', `/api/config/invitations/${id}`)).statusCode).toBe(404);
    const guest = new TestClient(app, SITE);
    await guest.request('GET', '/api/auth/session');
    const accepted = await guest.request('POST', '/api/invitations/accept', {
      token,
      password: 'a long enough password',
      displayName: 'Late',
    });
    expect(accepted.statusCode).toBe(404);
  });

  it('refuses a link on another site’s host and a made-up token', async () => {
    const token = await invite('elsewhere@example.com', ContributorRole.editor);
    await ownerWithSite(app, 'second-owner@example.com', 'second-site');
    const elsewhere = new TestClient(app, 'second-site.localhost');
    expect((await elsewhere.request('GET', `/api/invitations/${encodeURIComponent(token)}`)).statusCode).toBe(
      404,
    );
    const guest = new TestClient(app, SITE);
    expect((await guest.request('GET', `/api/invitations/${'x'.repeat(40)}`)).statusCode).toBe(404);
  });

  it('refuses an invitation with a role nobody can hold, naming the field', async () => {
    const response = await owner.site.request('POST', '/api/config/invitations', {
      email: 'x@example.com',
      role: 99,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.role).toBe('Choose one of the roles.');
  });
});
