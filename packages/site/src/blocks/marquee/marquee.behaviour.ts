import {
  MARQUEE,
  MARQUEE_LIMITS,
  marqueeAmplitude,
  marqueeNumber,
  marqueeSegmentLength,
} from '@atelier/domain';
import type { Behaviour } from '../../runtime/behaviours';

const SVG = 'http://www.w3.org/2000/svg';
const MOVING = 'block-marquee--moving';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Between two copies of the words on the line. */
export const MARQUEE_SEPARATOR = '\u2003•\u2003';
/** The path runs this far past each edge (a multiple of the 3 px step): letters glide out of view. */
export const MARQUEE_EDGE_PX = 60;
/** A longer frame (a stalled tab) moves the words no further than this one would. */
const MAX_FRAME_MS = 100;

/** The line's width: the block's, never under MARQUEE.minWidthPx (50 px). */
export const marqueeWidth = (available: number) => Math.max(MARQUEE.minWidthPx, available);

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The path the words follow, across `width` and MARQUEE_EDGE_PX past each edge: a straight line at
 * `middle` without amplitude, else a sine wave of one `segment` a wave, a point every
 * MARQUEE.resampleStepPx (3 px).
 */
export function marqueePath(width: number, middle: number, amplitude: number, segment: number): string {
  const start = -MARQUEE_EDGE_PX;
  const end = round(width + MARQUEE_EDGE_PX);
  if (amplitude === 0) return `M${start} ${round(middle)}L${end} ${round(middle)}`;
  const point = (x: number) => `${x} ${round(middle - amplitude * Math.sin((2 * Math.PI * x) / segment))}`;
  const points: string[] = [];
  for (let x = start; x < end; x += MARQUEE.resampleStepPx) points.push(point(x));
  points.push(point(end));
  return `M${points.join('L')}`;
}

/**
 * Marquee block (type 70) in the browser: the still text becomes words running along an SVG path,
 * a line or a wave (marqueePath), at MARQUEE_LIMITS.pixelsPerSecond times the block's speed, to
 * the left or the right. It runs only while the block is on screen, never while its link holds the
 * keyboard's focus and, when the block says so, not while hovered; under prefers-reduced-motion it
 * never starts, and the still
 * text stays. The still text stays for screen readers; the moving copies are aria-hidden. Each
 * frame moves one attribute. Returns the undo.
 */
const marqueeBehaviour: Behaviour = (element) => {
  const text = element.querySelector<HTMLElement>('.block-marquee__text');
  const words = text?.textContent?.trim();
  if (!text || !words) return;
  const data = element.dataset;
  const leftwards = data.direction !== 'right';
  // Read back through the domain's bounds: a hand-edited attribute cannot make the line run wild.
  const read = (key: 'waveFrequency' | 'waveIntensity' | 'animationSpeed', value?: string) =>
    marqueeNumber(value === undefined ? undefined : Number(value), key);
  const pixelsPerMs = (MARQUEE_LIMITS.pixelsPerSecond * read('animationSpeed', data.speed)) / 1000;
  const amplitude = marqueeAmplitude(read('waveIntensity', data.waveIntensity));
  const segment = marqueeSegmentLength(read('waveFrequency', data.waveFrequency));
  const motion = window.matchMedia?.(REDUCED_MOTION);
  let stop: (() => void) | undefined;

  const start = () => {
    // The still text's box, its padding holding the wave: the moving line keeps it, so nothing shifts.
    const height = text.offsetHeight;
    const svg = document.createElementNS(SVG, 'svg');
    const path = document.createElementNS(SVG, 'path');
    const line = document.createElementNS(SVG, 'text');
    const onPath = document.createElementNS(SVG, 'textPath');
    const id = `marquee-${data.blockId ?? Math.random().toString(36).slice(2)}`;
    svg.setAttribute('class', 'block-marquee__line');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    path.setAttribute('id', id);
    path.setAttribute('fill', 'none');
    onPath.setAttribute('href', `#${id}`);
    line.append(onPath);
    svg.append(path, line);
    text.after(svg);
    element.classList.add(MOVING);

    let copy = 1;
    let travelled = 0;
    const place = () =>
      onPath.setAttribute('startOffset', String(round(leftwards ? -travelled : travelled - copy)));
    const layout = () => {
      const width = marqueeWidth(element.clientWidth);
      svg.setAttribute('width', String(width));
      svg.setAttribute('height', String(height));
      svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
      path.setAttribute('d', marqueePath(width, height / 2, amplitude, segment));
      onPath.textContent = words + MARQUEE_SEPARATOR;
      copy = Math.max(1, onPath.getComputedTextLength?.() || 0);
      // Enough copies to fill the path while the first one slides a whole copy's length away.
      onPath.textContent = (words + MARQUEE_SEPARATOR).repeat(
        Math.ceil((width + 2 * MARQUEE_EDGE_PX) / copy) + 1,
      );
      travelled %= copy;
      place();
    };
    layout();

    let frame = 0;
    let last: number | undefined;
    let visible = typeof IntersectionObserver === 'undefined';
    let hovered = false;
    let focused = false;
    const tick = (now: number) => {
      frame = 0;
      if (last !== undefined)
        travelled = (travelled + Math.min(now - last, MAX_FRAME_MS) * pixelsPerMs) % copy;
      last = now;
      place();
      update();
    };
    let alive = true;
    const update = () => {
      if (alive && visible && !hovered && !focused) {
        if (!frame) frame = requestAnimationFrame(tick);
        return;
      }
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      last = undefined;
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            visible = entries.some((entry) => entry.isIntersecting);
            update();
          });
    observer?.observe(element);
    const hover = (event: Event) => {
      hovered = event.type === 'mouseenter';
      update();
    };
    const focus = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      focused = event.type === 'focusin' || element.contains(next);
      update();
    };
    // Hover pauses it only when the block says so (MARQUEE.defaults.pausedOnHover: false); the
    // keyboard's focus on its link always does, so moving text can be stopped to be read (WCAG 2.2.2).
    const listeners: [string, (event: Event) => void][] = [
      ['focusin', focus],
      ['focusout', focus],
      ...(data.pausedOnHover === 'true'
        ? ([
            ['mouseenter', hover],
            ['mouseleave', hover],
          ] as [string, (event: Event) => void][])
        : []),
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    window.addEventListener('resize', layout);
    // Measured with a fallback font until the site's fonts arrive: measured again then.
    document.fonts?.ready.then(() => alive && layout());
    update();

    stop = () => {
      stop = undefined;
      alive = false;
      update();
      observer?.disconnect();
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      window.removeEventListener('resize', layout);
      svg.remove();
      element.classList.remove(MOVING);
    };
  };

  const onMotionChange = () => {
    if (motion?.matches) stop?.();
    else if (!stop) start();
  };
  onMotionChange();
  motion?.addEventListener?.('change', onMotionChange);
  return () => {
    motion?.removeEventListener?.('change', onMotionChange);
    stop?.();
  };
};

export default marqueeBehaviour;
