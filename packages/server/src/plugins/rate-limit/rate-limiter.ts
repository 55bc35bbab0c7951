import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends, when not allowed. */
  retryAfter: number;
}

/** Fixed-window counters: in memory for one process, in Redis when several processes share the limit. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
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
}
