import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config/config';
import { describeEachDatabase } from '#platform/db/test-databases';
import { MemoryRateLimiter, RedisRateLimiter } from '#platform/security/rate-limiter';
import { ownerWithSite, TEST_SECRET, TestClient } from '#testing/test-app';

const redisUrl = process.env.REDIS_URL;

describe('the in-memory rate limiter', () => {
  it('allows up to the limit in a window, then says how long to wait', async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
    const refused = await limiter.hit('k', 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.hit('other', 3, 60)).allowed).toBe(true);
  });
});

// With REDIS_URL (as .ci/run sets it), the same rules hold across server processes.
if (redisUrl) {
  describe('the Redis rate limiter', () => {
    let redis: Redis;
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    beforeAll(async () => {
      redis = new Redis(redisUrl);
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('shares one count between limiters and starts each window with its expiry', async () => {
      const a = new RedisRateLimiter(redis, prefix);
      const b = new RedisRateLimiter(redis.duplicate(), prefix);
      expect((await a.hit('k', 2, 30)).allowed).toBe(true);
      expect((await b.hit('k', 2, 30)).allowed).toBe(true);
      const refused = await a.hit('k', 2, 30);
      expect(refused).toEqual({ allowed: false, retryAfter: expect.any(Number) });
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(await redis.ttl(`${prefix}k`)).toBeGreaterThan(0);
    });
  });

  describeEachDatabase('two server processes sharing Redis', (database) => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    const prefix = `test:${randomBytes(4).toString('hex')}:`;

    const start = () =>
      buildApp({
        config: {
          ...loadConfig({}),
          secret: TEST_SECRET,
          dataDir: '/nonexistent',
          redisUrl,
          redisPrefix: prefix,
        },
        database: database.current,
      });

    beforeAll(async () => {
      first = await start();
      second = await start();
    });
    afterAll(async () => {
      await first.close();
      await second.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    it('serves the new page from the other process right after a publish', async () => {
      const owner = await ownerWithSite(first, 'shared@example.com', 'shared-site');
      const visitor = new TestClient(second, 'shared-site.localhost');
      expect((await visitor.request('GET', '/')).body).toContain('Welcome to Site shared-site');

      const pages = (await owner.site.request('GET', '/api/config/pages')).json().pages;
      const home = pages.find((p: { slug: string }) => p.slug === 'home');
      const draft = (await owner.site.request('GET', `/api/config/pages/${home.id}/draft`)).json();
      const document = structuredClone(draft.document);
      document.sections[0].blocks[0].settings.doc.content[0].content[0].text = 'Fresh from the other process';
      const saved = await owner.site.request('PUT', `/api/config/pages/${home.id}/draft`, {
        document,
        revision: draft.revision,
      });
      expect(saved.statusCode).toBe(200);
      expect((await owner.site.request('POST', `/api/config/pages/${home.id}/publish`)).statusCode).toBe(200);

      await expect
        .poll(async () => (await visitor.request('GET', '/')).body, { timeout: 30_000, interval: 20 })
        .toContain('Fresh from the other process');
    });

    it('counts sign-in attempts across both processes', async () => {
      const email = 'limited@example.com';
      await new TestClient(first).signUp(email);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const client = new TestClient(i % 2 ? first : second);
        statuses.push((await client.signIn(email, 'wrong password!')).statusCode);
      }
      // Five wrong passwords for one account from one address, wherever they land, then a wait.
      // Separate counters per process would allow ten before either process asked for one.
      expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    });
  });
}
