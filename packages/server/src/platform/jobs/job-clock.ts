/** The runner's time and timers; tests give a ManualClock and move it instead of waiting. */
export interface JobClock {
  now(): Date;
  /** Calls back after `ms` of this clock's time; the returned function cancels. */
  schedule(ms: number, callback: () => unknown): () => void;
}

/** Real time. Its timers are unref'd: a pending job never keeps the process alive. */
export const systemClock: JobClock = {
  now: () => new Date(),
  schedule(ms, callback) {
    const timer = setTimeout(callback, Math.max(0, ms));
    timer.unref();
    return () => clearTimeout(timer);
  },
};

interface Pending {
  at: number;
  order: number;
  callback: () => unknown;
}

/** Time that moves only when told to: `advance(ms)` fires what fell due, in order, and waits for it. */
export class ManualClock implements JobClock {
  private time: number;
  private pending: Pending[] = [];
  private order = 0;

  constructor(start: Date = new Date(Date.UTC(2030, 0, 1))) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  schedule(ms: number, callback: () => unknown): () => void {
    const entry = { at: this.time + Math.max(0, ms), order: this.order++, callback };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((other) => other !== entry);
    };
  }

  /** Timers waiting to fire. */
  get timers(): number {
    return this.pending.length;
  }

  /** Moves time on by `ms`, firing each timer at its own time and awaiting what it returns. */
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      const next = this.pending
        .filter((entry) => entry.at <= until)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) break;
      this.pending = this.pending.filter((entry) => entry !== next);
      this.time = Math.max(this.time, next.at);
      await next.callback();
    }
    this.time = until;
  }
}
