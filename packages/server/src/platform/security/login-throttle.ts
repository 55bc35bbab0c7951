import type { RateLimiter } from './rate-limiter';

/** Wrong passwords one address may try on one account before each next try must wait. */
export const FREE_FAILURES = 5;
/** The wait doubles with each further failure, up to this. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** Wrong passwords from one address over all accounts in an hour (guessing across many accounts). */
export const ADDRESS_FAILURES_PER_HOUR = 100;
const FAILURE_MEMORY_SECONDS = 24 * 3600;

/**
 * Sign-in throttling that counts failures only, per (account, address) pair, with growing waits.
 * Someone guessing at an account slows only their own address; the owner signing in from anywhere
 * else is never held back, and a right password clears the count for its pair.
 */
export class LoginThrottle {
  /**
   * `scope` keeps apart the accounts it counts for: `login` for owners' accounts, `member:<site>`
   * for one site's members, so one address counts once per site and never against an owner.
   */
  constructor(
    private readonly limiter: RateLimiter,
    private readonly scope = 'login',
  ) {}

  private keys(email: string, address: string) {
    const scope = this.scope;
    return {
      failures: `${scope}:fail:${address}|${email}`,
      wait: `${scope}:wait:${address}|${email}`,
      address: `${scope}:fail-ip:${address}`,
    };
  }

  /** Seconds to wait before this pair may try again, or 0. */
  async waitFor(email: string, address: string): Promise<number> {
    const keys = this.keys(email, address);
    const wait = await this.limiter.peek(keys.wait);
    if (wait.count > 0) return wait.retryAfter;
    const perAddress = await this.limiter.peek(keys.address);
    return perAddress.count >= ADDRESS_FAILURES_PER_HOUR ? perAddress.retryAfter : 0;
  }

  async failed(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await this.limiter.hit(keys.address, ADDRESS_FAILURES_PER_HOUR, 3600);
    await this.limiter.hit(keys.failures, Number.MAX_SAFE_INTEGER, FAILURE_MEMORY_SECONDS);
    const failures = (await this.limiter.peek(keys.failures)).count;
    if (failures < FREE_FAILURES) return;
    const delay = Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
    await this.limiter.hit(keys.wait, 0, delay);
  }

  async succeeded(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await this.limiter.reset(keys.failures);
    await this.limiter.reset(keys.wait);
  }
}
