import { TWEEN_DEFAULT_DURATION_MS } from '@atelier/domain';

/** Spec 001 §5 "Other": the tween helper's two errors, word for word. */
export const TWEEN_NOT_A_FUNCTION = '[Tween] First parameter needs to be a function.';
export const TWEEN_BAD_DURATION = '[Tween] Duration is not a finite number.';

export type TweenState = 'idle' | 'running' | 'paused' | 'ended';

export interface TweenOptions {
  /** Milliseconds from start to end; 300 by default (spec 001 §9). */
  duration?: number;
  /** Maps elapsed time (0 to 1) to progress; ease-out by default. */
  easing?: (t: number) => number;
  onEnd?: () => void;
  win?: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'>;
  now?: () => number;
}

export interface Tween {
  readonly state: TweenState;
  start(): Tween;
  pause(): void;
  resume(): void;
  /** Jumps to the end: progress set to its full value, then the end callback. */
  end(): void;
}

export const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/**
 * The tween helper (spec 001 §4): calls `step` with a progress from 0 to 1 on each animation frame
 * for `duration` ms. Start, pause, resume, end; on end, progress is set to its full value and the
 * end callback is called, once.
 */
export function tween(step: (progress: number) => void, options: TweenOptions = {}): Tween {
  if (typeof step !== 'function') throw new Error(TWEEN_NOT_A_FUNCTION);
  const duration = options.duration ?? TWEEN_DEFAULT_DURATION_MS;
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new Error(TWEEN_BAD_DURATION);
  const easing = options.easing ?? easeOut;
  const win = options.win ?? window;
  const now = options.now ?? (() => performance.now());
  let state: TweenState = 'idle';
  let elapsed = 0;
  let since = 0;
  let frame = 0;

  const tick = () => {
    frame = 0;
    if (state !== 'running') return;
    const t = duration <= 0 ? 1 : Math.min(1, (elapsed + now() - since) / duration);
    if (t >= 1) {
      api.end();
      return;
    }
    step(easing(t));
    frame = win.requestAnimationFrame(tick);
  };
  const stopFrame = () => {
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };

  const api: Tween = {
    get state() {
      return state;
    },
    start() {
      if (state === 'running') return api;
      elapsed = 0;
      since = now();
      state = 'running';
      step(0);
      if (duration <= 0) api.end();
      else frame = win.requestAnimationFrame(tick);
      return api;
    },
    pause() {
      if (state !== 'running') return;
      elapsed += now() - since;
      state = 'paused';
      stopFrame();
    },
    resume() {
      if (state !== 'paused') return;
      since = now();
      state = 'running';
      frame = win.requestAnimationFrame(tick);
    },
    end() {
      if (state === 'ended') return;
      stopFrame();
      state = 'ended';
      step(1);
      options.onEnd?.();
    },
  };
  return api;
}
