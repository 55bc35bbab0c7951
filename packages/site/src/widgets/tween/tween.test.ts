import { TWEEN_DEFAULT_DURATION_MS } from '@atelier/domain';
import { describe, expect, it, vi } from 'vitest';
import { TWEEN_BAD_DURATION, TWEEN_NOT_A_FUNCTION, tween } from './tween';

/** Animation frames run by hand, on a clock the test moves. */
function frames() {
  let time = 0;
  let next = 1;
  const queue = new Map<number, FrameRequestCallback>();
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      queue.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (id: number) => void queue.delete(id),
  };
  const advance = (ms: number) => {
    time += ms;
    const due = [...queue.values()];
    queue.clear();
    for (const callback of due) callback(time);
  };
  return { win, now: () => time, advance, pending: () => queue.size };
}

describe('tween', () => {
  it('throws the spec’s errors for a step that is not a function and a duration that is not finite', () => {
    expect(() => tween('x' as never)).toThrow(TWEEN_NOT_A_FUNCTION);
    expect(TWEEN_NOT_A_FUNCTION).toBe('[Tween] First parameter needs to be a function.');
    expect(() => tween(() => {}, { duration: Number.POSITIVE_INFINITY })).toThrow(
      '[Tween] Duration is not a finite number.',
    );
    expect(() => tween(() => {}, { duration: Number.NaN })).toThrow(TWEEN_BAD_DURATION);
    expect(() => tween(() => {}, { duration: '300' as never })).toThrow(TWEEN_BAD_DURATION);
  });

  it('runs 300 ms by default, from 0 to the full value, then calls the end callback once', () => {
    const clock = frames();
    const seen: number[] = [];
    const onEnd = vi.fn();
    const run = tween((p) => seen.push(p), { easing: (t) => t, onEnd, ...clock }).start();
    expect(seen).toEqual([0]);
    clock.advance(TWEEN_DEFAULT_DURATION_MS / 2);
    expect(seen.at(-1)).toBeCloseTo(0.5);
    expect(run.state).toBe('running');
    clock.advance(TWEEN_DEFAULT_DURATION_MS / 2 - 1);
    expect(onEnd).not.toHaveBeenCalled();
    clock.advance(1);
    expect(seen.at(-1)).toBe(1);
    expect(run.state).toBe('ended');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('pauses and resumes where it was', () => {
    const clock = frames();
    const seen: number[] = [];
    const run = tween((p) => seen.push(p), { duration: 100, easing: (t) => t, ...clock }).start();
    clock.advance(40);
    run.pause();
    expect(run.state).toBe('paused');
    clock.advance(1000);
    expect(seen.at(-1)).toBeCloseTo(0.4);
    run.resume();
    clock.advance(30);
    expect(seen.at(-1)).toBeCloseTo(0.7);
  });

  it('jumps to the full value on end, and ends only once', () => {
    const clock = frames();
    const seen: number[] = [];
    const onEnd = vi.fn();
    const run = tween((p) => seen.push(p), { duration: 1000, onEnd, ...clock }).start();
    clock.advance(10);
    run.end();
    run.end();
    expect(seen.at(-1)).toBe(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    clock.advance(2000);
    expect(seen.filter((p) => p === 1)).toHaveLength(1);
  });

  it('ends at once with a zero duration (reduced motion)', () => {
    const clock = frames();
    const onEnd = vi.fn();
    const seen: number[] = [];
    tween((p) => seen.push(p), { duration: 0, onEnd, ...clock }).start();
    expect(seen).toEqual([0, 1]);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
