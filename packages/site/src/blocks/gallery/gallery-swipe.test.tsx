// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockView } from '../block-view';
import { gallerySlides } from './gallery.test-support';
import { startGallery } from './gallery-start';

const WIDTH = 400;
const HEIGHT = 300;

function mount(settings: Record<string, unknown>) {
  document.body.innerHTML = renderToString(
    <BlockView
      block={{ id: 'ffffffffffffffffffffffff', type: 8, settings: { slides: gallerySlides(4), ...settings } }}
    />,
  );
  const root = document.querySelector<HTMLElement>('[data-block-type="8"]')!;
  const viewport = root.querySelector<HTMLElement>('.gallery__viewport')!;
  Object.defineProperty(viewport, 'clientWidth', { value: WIDTH });
  Object.defineProperty(viewport, 'clientHeight', { value: HEIGHT });
  startGallery(root);
  return { root, viewport };
}

const current = (root: HTMLElement) =>
  [...root.querySelectorAll('.gallery__slide')].findIndex((slide) => slide.classList.contains('is-current'));

type Point = [x: number, y: number, ms: number];

/** A pointer's path: down at the first point, moves through the middle ones, up at the last. */
function gesture(target: HTMLElement, points: Point[], pointerType = 'touch', end = 'pointerup') {
  const send = (type: string, [x, y, ms]: Point) => {
    const event = new PointerEvent(type, {
      clientX: x,
      clientY: y,
      pointerId: 1,
      pointerType,
      isPrimary: true,
      button: 0,
      bubbles: true,
      cancelable: true,
    });
    Object.defineProperty(event, 'timeStamp', { value: ms });
    target.dispatchEvent(event);
  };
  send('pointerdown', points[0]!);
  for (const point of points.slice(1, -1)) send('pointermove', point);
  send(end, points[points.length - 1]!);
}

/** A straight gesture from (x, y) by (dx, dy) taking `ms`. */
const line = (x: number, y: number, dx: number, dy: number, ms: number): Point[] => [
  [x, y, 0],
  [x + dx / 2, y + dy / 2, ms / 2],
  [x + dx, y + dy, ms],
  [x + dx, y + dy, ms],
];

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 0,
    left: 0,
    right: WIDTH,
    bottom: HEIGHT,
    width: WIDTH,
    height: HEIGHT,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('swipes (spec 001 §9)', () => {
  it('moves on 50 px within 250 ms, not on 49 px or after 251 ms', () => {
    const { root, viewport } = mount({ design: 'carousel', slidesPerRow: 1 });
    gesture(viewport, line(300, 100, -49, 0, 100));
    expect(current(root)).toBe(0);
    gesture(viewport, line(300, 100, -80, 0, 251));
    expect(current(root)).toBe(0);
    gesture(viewport, line(300, 100, -50, 0, 250));
    expect(current(root)).toBe(1);
  });

  it('leaves an up-and-down swipe to the page over a sideways gallery', () => {
    const { root, viewport } = mount({ design: 'slideshow', transition: 'new-swipe' });
    gesture(viewport, line(200, 200, -30, -150, 100));
    expect(current(root)).toBe(0);
    // The browser takes a page scroll over and cancels the pointer: the slide goes back.
    gesture(
      viewport,
      [
        [200, 200, 0],
        [180, 150, 40],
        [150, 100, 80],
        [150, 100, 80],
      ],
      'touch',
      'pointercancel',
    );
    expect(current(root)).toBe(0);
    expect(root.querySelector<HTMLElement>('.gallery__slide.is-current')?.style.transform).toBe('');
  });

  it('takes vertical swipes in a slideshow scrolling vertically, locking the axis at 10 px', () => {
    const { root, viewport } = mount({
      design: 'slideshow',
      transition: 'scroll',
      scrollDirection: 'vertical',
    });
    expect(root.classList.contains('gallery--vertical')).toBe(true);
    // Sideways does nothing here.
    gesture(viewport, line(300, 100, -120, 0, 100));
    expect(current(root)).toBe(0);
    gesture(viewport, line(200, 250, 0, -60, 120));
    expect(current(root)).toBe(1);
    // A scroll moved by touch takes 0.4 s (by the controls, the 1 s speed).
    expect(root.querySelector<HTMLElement>('.gallery__slide.is-current')?.style.transition).toBe(
      'transform 400ms ease-out',
    );
    vi.advanceTimersByTime(1000);
    gesture(viewport, line(200, 50, 0, 60, 120));
    expect(current(root)).toBe(0);
  });

  it('new-swipe: follows the finger once 10 px along, moves past half the width or above velocity 1', () => {
    const { root, viewport } = mount({ design: 'slideshow', transition: 'new-swipe' });
    const slide = () => root.querySelector<HTMLElement>('.gallery__slide.is-current')!;
    // 9 px: the axis is still open and nothing follows.
    gesture(
      viewport,
      [
        [300, 100, 0],
        [291, 100, 50],
        [291, 100, 60],
        [291, 100, 60],
      ],
      'touch',
      'pointercancel',
    );
    expect(slide().style.transform).toBe('');
    // Slowly, under half the width (200 px): back.
    gesture(viewport, [
      [350, 100, 0],
      [300, 100, 200],
      [250, 100, 400],
      [250, 100, 400],
    ]);
    expect(current(root)).toBe(0);
    // Slowly, past half the width: next.
    gesture(viewport, [
      [390, 100, 0],
      [290, 100, 400],
      [189, 100, 800],
      [189, 100, 800],
    ]);
    expect(current(root)).toBe(1);
    vi.advanceTimersByTime(1000);
    // A short flick faster than 1 px/ms: next again.
    gesture(viewport, [
      [300, 100, 0],
      [280, 100, 20],
      [250, 100, 40],
      [250, 100, 40],
    ]);
    expect(current(root)).toBe(2);
  });

  it('swipe: after a press over 250 ms needs more than 1/2.25 of the width (177.8 px)', () => {
    const { root, viewport } = mount({ design: 'slideshow', transition: 'swipe' });
    gesture(viewport, line(350, 100, -177, 0, 600));
    expect(current(root)).toBe(0);
    gesture(viewport, line(350, 100, -178, 0, 600));
    expect(current(root)).toBe(1);
  });

  it('is dragged with the mouse when it follows the pointer, and the click that ends a drag is swallowed', () => {
    const { root, viewport } = mount({ design: 'slideshow', transition: 'new-swipe' });
    const clicks = vi.fn();
    document.addEventListener('click', clicks);
    gesture(viewport, line(390, 100, -250, 0, 300), 'mouse');
    expect(current(root)).toBe(1);
    viewport.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicks).not.toHaveBeenCalled();
    viewport.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicks).toHaveBeenCalledOnce();
    // The fade slideshow is not dragged with a mouse.
    const fade = mount({ design: 'slideshow' });
    gesture(fade.viewport, line(300, 100, -100, 0, 100), 'mouse');
    expect(current(fade.root)).toBe(0);
  });
});
