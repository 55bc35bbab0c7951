import { describe, expect, it } from 'vitest';
import { countHit, HOT_RULES, HotQueue, type HotRules } from './page-cache-hot';

const rules: HotRules = { hits: 3, windowMs: 1_000, cpuShare: 0.25, queueLimit: 2 };

describe('a hot page', () => {
  it('is one with enough hits within one window', () => {
    const window = { hits: 0, since: 0 };
    expect(countHit(window, 0, rules)).toBe(false);
    expect(countHit(window, 400, rules)).toBe(false);
    expect(countHit(window, 999, rules)).toBe(true);
    expect(countHit(window, 999, rules)).toBe(true);
  });

  it('starts counting again when a window ends', () => {
    const window = { hits: 0, since: 0 };
    countHit(window, 0, rules);
    countHit(window, 900, rules);
    expect(countHit(window, 1_000, rules)).toBe(false);
    expect(window).toEqual({ hits: 1, since: 1_000 });
  });

  it('takes more than a handful of hits by default: a page seen a few times is not worth 50 ms of CPU', () => {
    expect(HOT_RULES.hits).toBeGreaterThanOrEqual(8);
    expect(HOT_RULES.cpuShare).toBeLessThanOrEqual(0.1);
  });
});

/** A queue whose compressions the test finishes by hand, taking `took` ms of the test's clock each. */
function manualQueue(queueRules = rules) {
  let now = 0;
  let cpu = 0;
  const running: { key: string; finish: (saved: number | null) => void }[] = [];
  const queue = new HotQueue(
    (key) =>
      new Promise<number | null>((resolve) => {
        running.push({ key, finish: resolve });
      }),
    { rules: queueRules, cpuMs: () => cpu, clock: () => now },
  );
  const finish = async (took: number, saved: number | null = 100) => {
    now += took;
    cpu += took;
    running.shift()!.finish(saved);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    queue,
    running,
    finish,
    /** The rest of the server spends CPU, and a hit looks at the queue. */
    spend: (ms: number) => {
      cpu += ms;
      now += 60;
      queue.poll(now);
    },
    now: () => now,
  };
}

describe('the queue of hot pages', () => {
  it('compresses one page at a time, and a page once while it waits', async () => {
    const { queue, running, finish, now } = manualQueue({ ...rules, cpuShare: 1 });
    expect(queue.offer('a', now())).toBe(true);
    expect(queue.offer('a', now())).toBe(false);
    expect(queue.offer('b', now())).toBe(true);
    expect(running.map((job) => job.key)).toEqual(['a']);
    await finish(10);
    expect(running.map((job) => job.key)).toEqual(['b']);
    expect(queue.figures).toMatchObject({ pages: 1, ms: 10, savedBytes: 100, waiting: 0 });
  });

  it('turns pages away past its limit: they are offered again when hot in a later window', () => {
    const { queue, now } = manualQueue();
    queue.offer('running', now());
    queue.offer('a', now());
    queue.offer('b', now());
    expect(queue.offer('c', now())).toBe(false);
    expect(queue.figures.waiting).toBe(2);
  });

  it('takes at most its share of the CPU: after t ms, the rest of the server spends t × (1 − share) / share first', async () => {
    const { queue, running, finish, spend, now } = manualQueue();
    queue.offer('a', now());
    queue.offer('b', now());
    await finish(40); // share 0.25: the next waits until the rest spent 120 ms
    expect(running).toHaveLength(0);
    spend(100);
    expect(running).toHaveLength(0);
    spend(20);
    expect(running.map((job) => job.key)).toEqual(['b']);
    await finish(8);
    expect(queue.figures).toMatchObject({ pages: 2, ms: 48 });
  });

  it('charges nothing for a page that left the cache before its turn', async () => {
    const { queue, running, finish, now } = manualQueue();
    queue.offer('gone', now());
    queue.offer('b', now());
    await finish(0, null);
    expect(running.map((job) => job.key)).toEqual(['b']);
    expect(queue.figures.pages).toBe(0);
  });
});
