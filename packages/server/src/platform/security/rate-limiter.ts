import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends, when not allowed. */
  retryAfter: number;
}

/** Fixed-window counters: in memory for one process, in Redis when several processes share the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /** The count of a window still open, without adding to it, and the seconds it has left. */
  peek(key: string): Promise<{ count: number; retryAfter: number }>;
  /** Closes a window early (a right password ends the count of wrong ones). */
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= limit,
      retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  async peek(key: string): Promise<{ count: number; retryAfter: number }> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, retryAfter: 0 };
    return { count: window.count, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'atelier:rl:',
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    const redisKey = this.prefix + key;
    // One transaction: the window starts with its expiry set, so a counter can never outlive it
    // (an INCR followed by a separate EXPIRE would leave a lockout behind if the process died between).
    const replies = (await this.redis
      .multi()
      .set(redisKey, 0, 'EX', windowSeconds, 'NX')
      .incr(redisKey)
      .ttl(redisKey)
      .exec()) as [Error | null, unknown][] | null;
    if (!replies) throw new Error('rate limit transaction was aborted');
    for (const [error] of replies) if (error) throw error;
    const count = replies[1]![1] as number;
    const ttl = replies[2]![1] as number;
    return { allowed: count <= limit, retryAfter: ttl > 0 ? ttl : windowSeconds };
  }

  async peek(key: string): Promise<{ count: number; retryAfter: number }> {
    const redisKey = this.prefix + key;
    const replies = (await this.redis.multi().get(redisKey).ttl(redisKey).exec()) as
      | [Error | null, unknown][]
      | null;
    if (!replies) throw new Error('rate limit transaction was aborted');
    const count = Number(replies[0]![1] ?? 0);
    const ttl = replies[1]![1] as number;
    return ttl > 0 && count > 0 ? { count, retryAfter: ttl } : { count: 0, retryAfter: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
