/**
 * Which cached pages earn Brotli's strongest setting, and when it may run. Quality 11 costs 40 to
 * 70 ms of CPU for a 30 to 60 KB page and saves about a tenth of its Brotli bytes (700 B of 8 KB),
 * so it pays only on a page that keeps being asked for: one with `hits` hits within `windowMs`.
 * Even then it may take at most `cpuShare` of the process's CPU: after a compression that took t ms,
 * the next waits until the rest of the server has spent t × (1 − share) / share ms. A server busy
 * with ten thousand pages that are each warm but none hot spends nothing on it.
 */
export interface HotRules {
  hits: number;
  windowMs: number;
  cpuShare: number;
  /** Hot pages waiting their turn; a page past this many is offered again in a later window. */
  queueLimit: number;
}

export const HOT_RULES: HotRules = { hits: 16, windowMs: 60_000, cpuShare: 0.1, queueLimit: 1024 };

/** A page's hits in its current window. */
export interface HitWindow {
  hits: number;
  since: number;
}

/** Counts one hit at `now`; true when the page has had enough hits within one window to be hot. */
export function countHit(window: HitWindow, now: number, rules: HotRules): boolean {
  if (now - window.since >= rules.windowMs) {
    window.since = now;
    window.hits = 0;
  }
  window.hits += 1;
  return window.hits >= rules.hits;
}

export interface HotQueueOptions {
  rules: HotRules;
  /** The process's CPU time so far, in ms (every thread's). */
  cpuMs: () => number;
  /**
   * The cache's clock in ms: it times each compression (which runs on the thread pool, so its wall
   * time is its CPU time) and is the `now` given to `offer` and `poll`.
   */
  clock: () => number;
}

/** What strong compression cost and brought, for the benchmark's figures. */
export interface HotFigures {
  /** Pages recompressed. */
  pages: number;
  /** Time spent recompressing them, ms. */
  ms: number;
  /** Brotli bytes the recompressed pages lost, summed over pages. */
  savedBytes: number;
  /** Hot pages waiting. */
  waiting: number;
}

/**
 * Hot pages waiting for strong compression, run one at a time within the CPU share. `run` does one
 * page and resolves to the Brotli bytes it saved, or null when there was nothing to do (the page
 * left the cache meanwhile).
 */
export class HotQueue {
  private readonly waiting: string[] = [];
  private readonly queued = new Set<string>();
  private running = false;
  /** What the last compression took, and the rest of the server's CPU when it ended. */
  private lastMs = 0;
  private otherAtLast = 0;
  private nextLook = 0;
  readonly figures: HotFigures = { pages: 0, ms: 0, savedBytes: 0, waiting: 0 };

  constructor(
    private readonly run: (key: string) => Promise<number | null>,
    private readonly options: HotQueueOptions,
  ) {}

  /** Queues a hot page; false when it is queued already or the queue is full. */
  offer(key: string, now: number): boolean {
    if (this.queued.has(key) || this.waiting.length >= this.options.rules.queueLimit) return false;
    this.waiting.push(key);
    this.queued.add(key);
    this.figures.waiting = this.waiting.length;
    this.nextLook = 0;
    this.poll(now);
    return true;
  }

  /** Starts the next compression if one waits and the CPU share allows it; cheap enough for every hit. */
  poll(now: number): void {
    if (this.running || this.waiting.length === 0 || now < this.nextLook) return;
    if (this.lastMs > 0) {
      const other = this.options.cpuMs() - this.figures.ms;
      const share = this.options.rules.cpuShare;
      if (other - this.otherAtLast < (this.lastMs * (1 - share)) / share) {
        // Looked at again on a hit after a short while, not on every one.
        this.nextLook = now + Math.min(this.lastMs, 50);
        return;
      }
    }
    const key = this.waiting.shift()!;
    this.figures.waiting = this.waiting.length;
    this.running = true;
    const started = this.options.clock();
    this.run(key)
      .then(
        (saved) => {
          if (saved === null) return;
          const took = this.options.clock() - started;
          this.figures.pages += 1;
          this.figures.ms += took;
          this.figures.savedBytes += saved;
          this.lastMs = took;
          this.otherAtLast = this.options.cpuMs() - this.figures.ms;
        },
        () => {
          // The page keeps its fast form: correct, only larger.
        },
      )
      .finally(() => {
        this.queued.delete(key);
        this.running = false;
        this.poll(this.options.clock());
      });
  }

  /** Whether a page waits or is being compressed. */
  has(key: string): boolean {
    return this.queued.has(key);
  }
}
