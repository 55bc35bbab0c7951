// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createLoadQueue, imageLoadConcurrency, loadImage } from './load-queue';

/** A queue of loads that finish only when the test says so. */
function pending(count: number) {
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const tasks = Array.from({ length: count }, (_, n) => (done: () => void) => {
    started.push(n);
    finish[n] = done;
  });
  return { started, finish, tasks };
}

describe('image load queue (spec 001 §9)', () => {
  it('allows 16 loads at once on desktop and 1 on mobile', () => {
    expect(imageLoadConcurrency(false)).toBe(16);
    expect(imageLoadConcurrency(true)).toBe(1);
  });

  it('runs 16 images at a time on desktop and starts the 17th when one finishes', () => {
    const queue = createLoadQueue(imageLoadConcurrency(false));
    const { started, finish, tasks } = pending(20);
    for (const task of tasks) queue.add(task);
    expect(started).toHaveLength(16);
    expect(queue.active).toBe(16);
    finish[3]!();
    expect(started).toHaveLength(17);
    expect(started[16]).toBe(16);
    // A load that reports twice frees one place only.
    finish[3]!();
    expect(queue.active).toBe(16);
  });

  it('loads one image at a time on mobile, in order, the one asked for first', () => {
    const queue = createLoadQueue(imageLoadConcurrency(true));
    const { started, finish, tasks } = pending(4);
    queue.add(tasks[0]!);
    queue.add(tasks[1]!);
    queue.add(tasks[2]!);
    queue.add(tasks[3]!, true);
    expect(started).toEqual([0]);
    finish[0]!();
    expect(started).toEqual([0, 3]);
    finish[3]!();
    finish[1]!();
    expect(started).toEqual([0, 3, 1, 2]);
    expect(queue.active).toBe(1);
  });

  it('gives a held-back image its address and frees the place when it loads or fails', () => {
    const queue = createLoadQueue(1);
    const [a, b] = [document.createElement('img'), document.createElement('img')];
    b.dataset.lazySrcset = '/b-500.jpg 500w';
    queue.add(loadImage(a, '/a.jpg'));
    queue.add(loadImage(b, '/b.jpg'));
    expect(a.getAttribute('src')).toBe('/a.jpg');
    expect(a.loading).toBe('eager');
    expect(b.getAttribute('src')).toBeNull();
    a.dispatchEvent(new Event('error'));
    expect(b.getAttribute('src')).toBe('/b.jpg');
    expect(b.getAttribute('srcset')).toBe('/b-500.jpg 500w');
    b.dispatchEvent(new Event('load'));
    expect(queue.active).toBe(0);
  });
});
