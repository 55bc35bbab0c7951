import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#platform/db/test-databases';
import { createTestApp, ownerWithSite } from '#testing/test-app';

const PROXY = '10.20.30.40';
/** Key requests allowed per address and window (three times the submissions). */
const KEYS_PER_WINDOW = 30;

describeEachDatabase('form rate limits behind a trusted proxy', (database) => {
  let app: FastifyInstance;
  const host = 'proxied-site.localhost';

  beforeAll(async () => {
    app = await createTestApp(database.current, { TRUST_PROXY: '10.0.0.0/8' });
    await ownerWithSite(app, 'proxied-owner@example.com', 'proxied-site');
  });
  afterAll(() => app.close());

  const key = (visitor: string, remoteAddress = PROXY) =>
    app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      remoteAddress,
      headers: { host, 'x-forwarded-for': visitor },
    });

  it('counts each visitor the proxy names on its own', async () => {
    for (let i = 0; i < KEYS_PER_WINDOW; i++) expect((await key('198.51.100.1')).statusCode).toBe(200);
    expect((await key('198.51.100.1')).statusCode).toBe(429);
    expect((await key('198.51.100.2')).statusCode).toBe(200);
  });

  it('ignores the header from a client that is not the proxy', async () => {
    const direct = '192.0.2.77';
    for (let i = 0; i < KEYS_PER_WINDOW; i++) {
      expect((await key(`203.0.113.${i}`, direct)).statusCode).toBe(200);
    }
    expect((await key('203.0.113.250', direct)).statusCode).toBe(429);
  });
});
