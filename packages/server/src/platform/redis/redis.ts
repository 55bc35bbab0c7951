import type { FastifyInstance } from 'fastify';
import { RedisRateLimiter } from '#platform/security/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection for commands, when REDIS_URL is set (readiness pings it). */
    redis?: import('ioredis').Redis;
  }
}

/**
 * With Redis, rate limits are shared by every server process and a change to a site reaches the
 * in-memory site directories of the others, so no process serves a stale page after a publish.
 */
export async function connectRedis(app: FastifyInstance, url: string, prefix: string): Promise<void> {
  const channel = `${prefix}site-invalidated`;
  // Loaded here, not at the top: a server without Redis starts without the client.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // A lost connection is retried by the client; said in the log (readiness reports it too).
  for (const connection of [client, subscriber])
    connection.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: connection failed'));
  await client.connect();
  await subscriber.connect();
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  app.decorate('redis', client);
  app.rateLimiter = new RedisRateLimiter(client, `${prefix}rl:`);
  app.sites.onInvalidate((siteId) => {
    client
      .publish(channel, JSON.stringify({ origin, siteId }))
      .catch((error) => app.log.warn({ err: error }, 'publish failed'));
  });
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel, message) => {
    try {
      const event = JSON.parse(message) as { origin: string; siteId: string };
      if (event.origin !== origin) app.sites.forget(event.siteId);
    } catch {
      app.log.warn('malformed site invalidation message');
    }
  });
  app.addHook('onClose', async () => {
    subscriber.disconnect();
    await client.quit();
  });
}
