import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { clockMoved, createTestApp, ownerWithSite, TestClient } from '#testing/test-app';

describeEachDatabase('the owner’s outbox when no SMTP server is configured', (database) => {
  let app: FastifyInstance;
  let alice: Awaited<ReturnType<typeof ownerWithSite>>;
  let bob: Awaited<ReturnType<typeof ownerWithSite>>;

  const notify = async (first: string) => {
    await app.db.transaction().execute((trx) =>
      app.mail.enqueue(trx, {
        websiteId: alice.siteId,
        to: 'team@example.com',
        kind: 'form-notification',
        subject: 'New submission: Contact us',
        text: `Someone filled in "Contact us" on Site outbox-alice.\n\nName: ${first}`,
        replyTo: 'visitor@example.com',
      }),
    );
    app.mail.kick();
    // Apart in time, so newest-first is one order.
    await clockMoved();
  };

  beforeAll(async () => {
    app = await createTestApp(database.current);
    alice = await ownerWithSite(app, 'outbox-alice@example.com', 'outbox-alice');
    bob = await ownerWithSite(app, 'outbox-bob@example.com', 'outbox-bob');
    await notify('Ada');
    await notify('Grace');
  });
  afterAll(() => app.close());

  it('lists the site’s mail newest first, kept as outbox and never tried', async () => {
    const response = await alice.site.request('GET', '/api/config/outbox');
    expect(response.statusCode, response.body).toBe(200);
    const { messages } = response.json();
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        to: 'team@example.com',
        subject: 'New submission: Contact us',
        kind: 'form-notification',
        status: 'outbox',
        attempts: 0,
        lastError: null,
        createdAt: expect.any(String),
        sentAt: null,
      });
    }
    expect(messages[0].createdAt > messages[1].createdAt).toBe(true);
    const first = await alice.site.request('GET', `/api/config/outbox/${messages[1].id}`);
    expect(first.json().message.text).toContain('Name: Ada');
  });

  it('shows one message with its text and html', async () => {
    const [latest] = (await alice.site.request('GET', '/api/config/outbox')).json().messages;
    const response = await alice.site.request('GET', `/api/config/outbox/${latest.id}`);
    expect(response.statusCode).toBe(200);
    const { message } = response.json();
    expect(message).toMatchObject({ ...latest, html: null });
    expect(message.text).toBe('Someone filled in "Contact us" on Site outbox-alice.\n\nName: Grace');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['e'.repeat(24), 'not-an-id', '../outbox']) {
      const response = await alice.site.request('GET', `/api/config/outbox/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe('This site has no email with this id.');
    }
  });

  it('keeps one site’s mail out of another’s outbox', async () => {
    const [latest] = (await alice.site.request('GET', '/api/config/outbox')).json().messages;
    expect((await bob.site.request('GET', '/api/config/outbox')).json()).toEqual({ messages: [] });
    const response = await bob.site.request('GET', `/api/config/outbox/${latest.id}`);
    expect(response.statusCode).toBe(404);
    const intruder = new TestClient(app, 'outbox-alice.localhost');
    await intruder.signIn('outbox-bob@example.com');
    for (const url of ['/api/config/outbox', `/api/config/outbox/${latest.id}`]) {
      expect((await intruder.request('GET', url)).statusCode, url).toBe(403);
    }
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new TestClient(app, 'outbox-alice.localhost');
    const response = await visitor.request('GET', '/api/config/outbox');
    expect(response.statusCode).toBe(401);
    expect(response.json().loginRequired).toBe(true);
  });
});
