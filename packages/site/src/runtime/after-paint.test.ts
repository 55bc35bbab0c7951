import { describe, expect, it } from 'vitest';
import { afterPaint } from './after-paint';

/** A window whose animation frames and timers run only when the test says so. */
function fakeWindow(visibilityState: 'visible' | 'hidden') {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  } as unknown as Window;
  const runAll = (queue: (() => void)[]) => {
    for (const callback of queue.splice(0)) callback();
  };
  return { win, frames, paint: () => runAll(frames), runTasks: () => runAll(tasks) };
}

/** Whether the promise has settled, once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  await Promise.resolve();
  return done;
}

describe('afterPaint', () => {
  it('resolves after the next frame has been painted, not before', async () => {
    const page = fakeWindow('visible');
    const painted = afterPaint(page.win);
    page.runTasks();
    expect(await settled(painted)).toBe(false);
    page.paint();
    expect(await settled(painted)).toBe(false);
    page.runTasks();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait for a frame on a hidden page, which paints none', async () => {
    const page = fakeWindow('hidden');
    const painted = afterPaint(page.win);
    expect(page.frames).toHaveLength(0);
    page.runTasks();
    expect(await settled(painted)).toBe(true);
  });
});
