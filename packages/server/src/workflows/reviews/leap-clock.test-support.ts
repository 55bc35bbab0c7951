import type { JobClock } from '#platform/jobs/job-clock';

interface Pending {
  at: number;
  order: number;
  callback: () => unknown;
}

/**
 * A job clock whose time leaps: `leap(ms)` moves it on at once, as a machine waking from sleep, and
 * fires each timer that fell due once, at the new time (a ManualClock fires every timer on the way,
 * which over days is tens of thousands of job passes). Timers the callbacks set that are due by then
 * fire too.
 */
export class LeapClock implements JobClock {
  private time: number;
  private pending: Pending[] = [];
  private order = 0;

  constructor(start: Date) {
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

  async leap(ms: number): Promise<void> {
    this.time += ms;
    for (let fired = 0; fired < 1000; fired++) {
      const next = this.pending
        .filter((entry) => entry.at <= this.time)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) return;
      this.pending = this.pending.filter((entry) => entry !== next);
      await next.callback();
    }
  }
}
