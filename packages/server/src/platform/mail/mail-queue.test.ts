import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import { describeEachDatabase } from '#platform/db/test-databases';
import { ownerWithSite, TEST_SECRET } from '#testing/test-app';
import { MailQueue, RETRY_DELAYS_MS } from './mail-queue';
import { smtpTransport } from './mail-transport';
import { startSmtpServer, type TestSmtpServer, until } from './smtp.test-support';

const MINUTE = 60_000;

describeEachDatabase('the mail queue over a real SMTP server', (database) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let siteId: string;
  // Far in the future, so the app's own sender (on the real clock) never finds these mails due.
  let clock: Date;
  const queues: MailQueue[] = [];
  const clockedQueue = (retryDelaysMs?: number[]) => {
    const queue = new MailQueue(app.db, {
      transport: smtpTransport(smtp.url),
      from: 'Tests <tests@example.com>',
      now: () => clock,
      ...(retryDelaysMs ? { retryDelaysMs } : {}),
    });
    queues.push(queue);
    return queue;
  };
  const row = (id: string) =>
    app.db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mail = (subject: string) => ({
    websiteId: siteId,
    to: 'reader@example.com',
    subject,
    text: `Body of ${subject}`,
    kind: 'test',
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const config = {
      ...loadConfig({}),
      secret: TEST_SECRET,
      dataDir: '/nonexistent',
      smtpUrl: smtp.url,
      mailFrom: 'Atelier <no-reply@atelier.test>',
    };
    app = await buildApp({ config, database: database.current });
    siteId = (await ownerWithSite(app, 'mail-owner@example.com', 'mail-site')).siteId;
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    await app.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.refuseWith = null;
    clock = new Date(Date.UTC(2100, 0, 1));
  });

  it('sends a mail once its transaction committed, with subject, body, reply-to and sender', async () => {
    const id = await app.db.transaction().execute((trx) =>
      app.mail.enqueue(trx, {
        ...mail('Hello\r\nBcc: victim@example.com'),
        replyTo: 'ada@example.com',
        html: '<p>Hi</p>',
      }),
    );
    app.mail.kick();
    await until(() => smtp.received.some((m) => m.subject.startsWith('Hello')), 'the mail');
    const received = smtp.received.find((m) => m.subject.startsWith('Hello'))!;
    expect(received.envelopeTo).toEqual(['reader@example.com']);
    expect(received.envelopeFrom).toBe('no-reply@atelier.test');
    expect(received.subject).toBe('Hello Bcc: victim@example.com');
    expect(received.headers.has('bcc')).toBe(false);
    expect(received.headers.get('reply-to')).toBe('ada@example.com');
    expect(received.headers.get('from')).toBe('Atelier <no-reply@atelier.test>');
    expect(received.text).toBe('Body of Hello\nBcc: victim@example.com');
    expect(received.html).toBe('<p>Hi</p>');
    // The send under way finishes (and is recorded) before flush resolves.
    await app.mail.flush();
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null });
    expect(stored.sent_at).not.toBeNull();
  });

  it('sends nothing for a mail whose transaction rolled back', async () => {
    const queue = clockedQueue();
    await expect(
      app.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, mail('Rolled back'));
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    await queue.flush();
    expect(smtp.received.filter((m) => m.subject === 'Rolled back')).toEqual([]);
    expect(
      await app.db.selectFrom('mail_messages').select('id').where('subject', '=', 'Rolled back').execute(),
    ).toEqual([]);
  });

  it('retries a refused mail with growing waits and sends it once the server accepts', async () => {
    const queue = clockedQueue();
    const id = await queue.enqueue(app.db, mail('Retried'));
    const start = clock.getTime();
    smtp.refuseWith = 'Mailbox busy, try later';
    const deliveries = smtp.deliveries;

    await queue.flush();
    expect(smtp.deliveries).toBe(deliveries + 1);
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1 });
    expect(stored.last_error).toContain('Mailbox busy, try later');
    expect(stored.next_attempt_at).toBe(new Date(start + RETRY_DELAYS_MS[0]!).toISOString());

    // Not due yet: nothing is tried.
    await queue.flush();
    expect(smtp.deliveries).toBe(deliveries + 1);

    clock = new Date(start + MINUTE);
    await queue.flush();
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 2 });
    expect(stored.next_attempt_at).toBe(new Date(start + MINUTE + 5 * MINUTE).toISOString());

    smtp.refuseWith = null;
    clock = new Date(start + 6 * MINUTE);
    await queue.flush();
    stored = await row(id);
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: null,
      sent_at: clock.toISOString(),
    });
    expect(smtp.received.filter((m) => m.subject === 'Retried')).toHaveLength(1);
    expect(smtp.deliveries).toBe(deliveries + 3);
  });

  it('gives a mail up as failed after its last retry', async () => {
    const queue = clockedQueue([1000, 1000]);
    const id = await queue.enqueue(app.db, mail('Given up'));
    smtp.refuseWith = 'Mailbox unavailable';
    for (let attempt = 0; attempt < 4; attempt++) {
      await queue.flush();
      clock = new Date(clock.getTime() + 1000);
    }
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
    expect(stored.last_error).toContain('Mailbox unavailable');
  });

  it('sends each mail exactly once while several senders race for the queue', async () => {
    const [first, second, third] = [clockedQueue(), clockedQueue(), clockedQueue()];
    const subjects = Array.from({ length: 12 }, (_, i) => `Raced ${i}`);
    for (const subject of subjects) await first!.enqueue(app.db, mail(subject));
    await Promise.all([first!.flush(), second!.flush(), third!.flush()]);
    const received = smtp.received.filter((m) => m.subject.startsWith('Raced ')).map((m) => m.subject);
    expect(received.sort()).toEqual([...subjects].sort());
    const rows = await app.db
      .selectFrom('mail_messages')
      .select(['status', 'attempts'])
      .where('subject', 'like', 'Raced %')
      .execute();
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });

  it('waits for a send under way when closed, and sends nothing after', async () => {
    const real = smtpTransport(smtp.url);
    let started = () => {};
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = new MailQueue(app.db, {
      transport: {
        send: async (message) => {
          started();
          await gate;
          await real.send(message);
        },
        close: () => real.close(),
      },
      from: 'Tests <tests@example.com>',
      now: () => clock,
    });
    const inFlight = await queue.enqueue(app.db, mail('In flight'));
    const left = await queue.enqueue(app.db, mail('Left for later'));
    void queue.flush();
    await sending;
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    // A database round trip later, closing still waits for the message in flight.
    await row(left);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(await row(inFlight)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await row(left)).toMatchObject({ status: 'queued', attempts: 0 });
    queue.kick();
    await queue.flush();
    expect(await row(left)).toMatchObject({ status: 'queued', attempts: 0 });
    // The next sender (another process, or this one restarted) takes it.
    await clockedQueue().flush();
    expect(await row(left)).toMatchObject({ status: 'sent', attempts: 1 });
    for (const subject of ['In flight', 'Left for later']) {
      expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    }
  });
});

describeEachDatabase('the mail queue without an SMTP server', (database) => {
  it('keeps mail as the outbox and never tries to send it', async () => {
    const config = { ...loadConfig({}), secret: TEST_SECRET, dataDir: '/nonexistent' };
    const app = await buildApp({ config, database: database.current });
    const { siteId } = await ownerWithSite(app, 'outbox-owner@example.com', 'outbox-site');
    const id = await app.mail.enqueue(app.db, {
      websiteId: siteId,
      to: 'reader@example.com',
      subject: 'Kept',
      text: 'Kept for the owner',
      kind: 'test',
    });
    app.mail.kick();
    await app.mail.flush();
    const stored = await app.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'outbox', attempts: 0, next_attempt_at: null, sent_at: null });
    await app.close();
  });
});
